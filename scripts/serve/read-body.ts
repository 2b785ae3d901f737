/** A request body read whole, up to a limit; a body that is too large or cut off never comes out. */
import type { IncomingMessage } from 'node:http';

import { MAX_BODY_BYTES } from '../../src/sandbox/defaults.js';

/** The contract's bodies are JSON documents; none comes near this (one limit with the sandbox's). */
export { MAX_BODY_BYTES };

export class BodyTooLargeError extends Error {
  constructor(readonly limit = MAX_BODY_BYTES) {
    super(`The request body is larger than ${limit / 1024 / 1024} MiB.`);
    this.name = 'BodyTooLargeError';
  }
}

/** Whether the declared Content-Length alone is over the limit (answered before reading anything). */
export function declaresTooLarge(request: IncomingMessage, limit = MAX_BODY_BYTES): boolean {
  return Number(request.headers['content-length'] ?? 0) > limit;
}

/** The whole body; rejects when it passes `limit` or the client goes away before its end. */
export function readBody(request: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.removeAllListeners('data');
        request.resume(); // drained, not kept
        reject(new BodyTooLargeError(limit));
      } else chunks.push(chunk);
    });
    request.once('end', () => resolve(Buffer.concat(chunks)));
    request.once('aborted', () => reject(new Error('The client closed the connection before the body ended.')));
    request.once('error', reject);
    request.once('close', () => {
      if (!request.complete) reject(new Error('The client closed the connection before the body ended.'));
    });
  });
}
