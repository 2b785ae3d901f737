/** Calls whose JSON-text fields the SDK exposes as objects. */
export * from './portal-skins.js';
export * from './applications.js';
export * from './portal-users.js';
export * from './resource-groups.js';
