/** A caller's request body, read whole up to a limit and decoded as UTF-8 (the text that is signed and sent). */

/** The contract's bodies are JSON documents; none comes near this. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;

export type BodyText = { text: string } | { status: 400 | 413; failureMessage: string };

const TOO_LARGE = { status: 413, failureMessage: `The request body is larger than ${MAX_BODY_BYTES / 1024 / 1024} MiB.` } as const;

export async function readBodyText(request: Request): Promise<BodyText> {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return TOO_LARGE;
  if (!request.body) return { text: '' };
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(read.value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) bytes.set(chunk, (at += chunk.byteLength) - chunk.byteLength);
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { status: 400, failureMessage: 'The request body is not UTF-8 text.' };
  }
}
