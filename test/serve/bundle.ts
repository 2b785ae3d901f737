/** The bundled contract the serve tests run the mock on: the one the global setup bundled from openapi/. */
import { inject } from 'vitest';

export function bundleFile(): string {
  return inject('bundlePath');
}
