/**
 * A tiny static file server on a free loopback port, as anyone would serve a built console: files
 * below one directory, `/` as index.html, nothing else. It records every path asked of it, so a test
 * can tell what reached the server and what the page answered itself.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticServer {
  url: string;
  /** Every path asked of the server, in order. */
  paths: string[];
  stop(): Promise<void>;
}

export async function serveStatic(directory: string): Promise<StaticServer> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    paths.push(path);
    const file = normalize(join(directory, path === '/' ? 'index.html' : path));
    if (request.method !== 'GET' || !file.startsWith(directory + sep) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
