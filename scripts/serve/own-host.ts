/**
 * Which `Host` a server of `npm start` answers: its own loopback address and port only. A page on a
 * foreign name that resolves to 127.0.0.1 (DNS rebinding) sends its own name as `Host`, so refusing every
 * other name keeps the console's configuration (which carries private keys) and the mock to local pages.
 */
import type { IncomingMessage } from 'node:http';

/** The names a loopback server is reached by. */
const LOOPBACK_NAMES: readonly string[] = ['127.0.0.1', 'localhost', '[::1]'];

/** `name[:port]`, the name a bracketed IPv6 address or a name without `:`; nothing else. */
const HOST = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i;

/** Whether `host` (a `Host` header) names this server: a loopback name and the port the connection came in on. */
function isOwnHost(host: string | undefined, localPort: number | undefined): boolean {
  const parts = host === undefined ? null : HOST.exec(host);
  if (!parts || localPort === undefined) return false;
  // No port in the header means the scheme's default: 80 for http.
  const port = parts[2] === undefined ? 80 : Number(parts[2]);
  return port === localPort && LOOPBACK_NAMES.includes(parts[1]!.toLowerCase());
}

/** Whether `request` was addressed to the server it reached. */
export const addressedHere = (request: IncomingMessage): boolean => isOwnHost(request.headers.host, request.socket?.localPort);

/** What a refusal says: the names and port that are answered, never the name that was sent. */
export const foreignHostReason = (localPort: number | undefined) =>
  `Misdirected request: this server answers only the Host ${LOOPBACK_NAMES.map((name) => `${name}:${localPort}`).join(', ')}.`;
