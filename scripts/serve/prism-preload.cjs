/**
 * Loaded into Prism (`node --require`) by `npm start`, the tests' mock and the bench's anchors: two
 * fixes of per-request work in the pinned Prism, neither changing what it answers or prints.
 * - Prism's proxy and mocker log each request's and reply's headers and body at debug level, but
 *   serialise the body first (a proxied body is a Buffer: JSON with one number per byte), whatever the
 *   level: about a fifth of each request's time. The log calls are skipped unless debug is on.
 * - Prism's router sorts and matches all 765 paths for every request. Its answer depends only on the
 *   operations, the method, the base URL and the path, so it is kept per operation list (at most
 *   MAX_ROUTES answers, then started again).
 * Both reach into Prism's own modules, so they are applied only to the version they were written for
 * (WRITTEN_FOR); on any other, this steps aside with one line on stderr and Prism runs as it ships, at its
 * own speed. test/serve/prism-preload.test.ts pins both behaviours.
 */
/** Prism's pino logger; anything without `isLevelEnabled` is logged as before. */
const debugEnabled = (log) => typeof log?.isLevelEnabled !== 'function' || log.isLevelEnabled('debug');

function skipDebugLogs(logger) {
  for (const name of ['logRequest', 'logResponse']) {
    const log = logger[name];
    if (typeof log === 'function') logger[name] = (entry) => (debugEnabled(entry?.logger) ? log(entry) : undefined);
  }
}

const MAX_ROUTES = 2000;

function keepRoutes(router) {
  const route = router.default;
  if (typeof route !== 'function') return;
  /** Answers by operation list (the same array for the life of a Prism), then by method, base URL and path. */
  const answers = new WeakMap();
  router.default = (request) => {
    const { resources, input } = request;
    const url = input?.url;
    if (!Array.isArray(resources) || typeof url?.path !== 'string') return route(request);
    let known = answers.get(resources);
    if (!known) answers.set(resources, (known = new Map()));
    const key = `${input.method} ${url.baseUrl ?? ''} ${url.path}`;
    let answer = known.get(key);
    if (answer === undefined) {
      if (known.size >= MAX_ROUTES) known.clear();
      answer = route(request);
      known.set(key, answer);
    }
    return answer;
  };
}

/** The @stoplight/prism-http version whose modules the two fixes were written against. */
const WRITTEN_FOR = '5.12.0';

/**
 * Applies the fixes when `version` is WRITTEN_FOR, and says true; otherwise writes one line through
 * `warn` and touches nothing. `load` gives Prism's modules (only asked for on the pinned version).
 */
function preload(version, { warn = (line) => process.stderr.write(`${line}\n`), load = require } = {}) {
  if (version !== WRITTEN_FOR) {
    warn(`prism-preload: written for @stoplight/prism-http ${WRITTEN_FOR}, found ${version}: Prism runs unchanged, at its own speed.`);
    return false;
  }
  skipDebugLogs(load('@stoplight/prism-http/dist/utils/logger.js'));
  keepRoutes(load('@stoplight/prism-http/dist/router/index.js'));
  return true;
}

module.exports = { preload, WRITTEN_FOR };
preload(require('@stoplight/prism-http/package.json').version);
