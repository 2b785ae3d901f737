/** Calls whose JSON-text fields the SDK exposes as objects. */
export * from './portal-skins.js';
export * from './applications.js';
