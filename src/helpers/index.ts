/** Helpers over calls that need a decision the contract alone does not make (master user, resource groups). */
export * from './portal-users.js';
export * from './resources.js';
