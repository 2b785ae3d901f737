/**
 * Loaded into Prism (`node --require`) by `npm start` and the tests' mock. Prism's proxy and mocker log
 * each request's and reply's headers and body at debug level, but serialise the body first (a proxied
 * body is a Buffer: JSON with one number per byte), whatever the level: about a fifth of each request's
 * time. The log calls are skipped unless the logger has debug on, so nothing Prism prints changes.
 * Prism is pinned; test/serve/prism-preload.test.ts fails when an upgrade moves what this wraps.
 */
const logger = require('@stoplight/prism-http/dist/utils/logger.js');

/** Prism's pino logger; anything without `isLevelEnabled` is logged as before. */
const debugEnabled = (log) => typeof log?.isLevelEnabled !== 'function' || log.isLevelEnabled('debug');

for (const name of ['logRequest', 'logResponse']) {
  const log = logger[name];
  if (typeof log === 'function') logger[name] = (entry) => (debugEnabled(entry?.logger) ? log(entry) : undefined);
}
