/**
 * Loaded into Prism (`node --require`) by `npm start`, the tests' mock and the bench's anchors: two
 * fixes of per-request work in the pinned Prism, neither changing what it answers or prints.
 * - Prism's proxy and mocker log each request's and reply's headers and body at debug level, but
 *   serialise the body first (a proxied body is a Buffer: JSON with one number per byte), whatever the
 *   level: about a fifth of each request's time. The log calls are skipped unless debug is on.
 * - Prism's router sorts and matches all 765 paths for every request. Its answer depends only on the
 *   operations, the method, the base URL and the path, so it is kept per operation list (at most
 *   MAX_ROUTES answers, then started again).
 * test/serve/prism-preload.test.ts fails when a Prism upgrade moves what this wraps.
 */
const logger = require('@stoplight/prism-http/dist/utils/logger.js');
const router = require('@stoplight/prism-http/dist/router/index.js');

/** Prism's pino logger; anything without `isLevelEnabled` is logged as before. */
const debugEnabled = (log) => typeof log?.isLevelEnabled !== 'function' || log.isLevelEnabled('debug');

for (const name of ['logRequest', 'logResponse']) {
  const log = logger[name];
  if (typeof log === 'function') logger[name] = (entry) => (debugEnabled(entry?.logger) ? log(entry) : undefined);
}

const MAX_ROUTES = 2000;
const route = router.default;
/** Answers by operation list (the same array for the life of a Prism), then by method, base URL and path. */
const answers = new WeakMap();

if (typeof route === 'function')
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
