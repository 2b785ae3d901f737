/**
 * The type of `client.raw`: openapi-fetch's calling convention (`GET(path, { params: { path }, body })`
 * resolving to `{ data, error, response }`), typed by the contract's `paths` for what a raw call may do.
 * Written here rather than taken from openapi-fetch, whose general-purpose declarations would cost every
 * application's type-check more than all of the SDK's own; it also leaves out what the client refuses
 * at run time (its own base URL, serialisers, fetch, middleware, redirect mode, query parameters).
 */
import type { paths } from '../generated/schema.js';

/** The HTTP methods of the contract's operations. */
export type RawMethod = 'get' | 'post';

/** The path templates of `Paths` that have an operation for `method`, e.g. `'/api/contacts/delete/{id}'`. */
export type RawPath<Paths, M extends RawMethod> = { [P in keyof Paths]: M extends keyof Paths[P] ? P : never }[keyof Paths];

type OperationAt<Paths, P, M extends RawMethod> = P extends keyof Paths ? (M extends keyof Paths[P] ? Paths[P][M] : never) : never;

/** How the reply body is read: JSON (the default) or as openapi-fetch offers it otherwise. */
export type RawParseAs = 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';

/** What any raw call may set besides its parameters and body. */
export interface RawRequestOptions extends Omit<RequestInit, 'body' | 'headers' | 'method' | 'redirect'> {
  headers?: RequestInit['headers'] | Record<string, string | number | boolean | (string | number | boolean)[] | null | undefined>;
  parseAs?: RawParseAs;
  /**
   * `true` signs this call with the admin keys, as the `adminKeys` option of every other surface does. A system
   * admin only operation (`x-dsm-access: system-admin`) is signed with them whatever this says.
   */
  adminKeys?: boolean;
}

/** `params` is required when the operation has path values; `body` as the operation's request body is. */
type ParamsOf<Op> = Op extends { parameters: infer Params extends { path?: unknown } }
  ? Params extends { path: object }
    ? { params: Params }
    : { params?: Params }
  : { params?: never };
type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B }
  : Op extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B }
    : { body?: never };

/** The options of a raw call of the operation `Op`. */
export type RawInit<Op> = RawRequestOptions & ParamsOf<Op> & BodyOf<Op>;

/** The envelope as one object type (`Envelope & { responseObject?: number }` read as one), as openapi-fetch shows it. */
type Flat<T> = T extends object ? { [K in keyof T]: T[K] } : T;
type JsonOf<Reply> = Reply extends { content: { 'application/json': infer Body } } ? Flat<Body> : unknown;
type Success<Op> = Op extends { responses: { 200: infer Reply } } ? JsonOf<Reply> : unknown;
type Failure<Op> = Op extends { responses: { default: infer Reply } } ? JsonOf<Reply> : unknown;

type BodyAs<T, Init> = Init extends { parseAs: infer As }
  ? As extends 'text'
    ? string
    : As extends 'blob'
      ? Blob
      : As extends 'arrayBuffer'
        ? ArrayBuffer
        : As extends 'stream'
          ? Response['body']
          : T
  : T;

/** What a raw call resolves to: the whole envelope as `data` on success, the failure envelope as `error`. */
export type RawReply<Op, Init> =
  | { data: BodyAs<Success<Op>, Init>; error?: never; response: Response }
  | { data?: never; error: Failure<Op>; response: Response };

/** The options argument: optional when nothing in it is required. */
type InitArgs<Init> = {} extends Init ? [init?: Init] : [init: Init];

type RawCall<Paths, M extends RawMethod> = <P extends RawPath<Paths, M>, Init extends RawInit<OperationAt<Paths, P, M>>>(
  path: P,
  ...init: InitArgs<Init>
) => Promise<RawReply<OperationAt<Paths, P, M>, Init>>;

/**
 * Raw calls of the operations in `Paths`. Generic, so that checking these declarations does not walk
 * the contract's 700-odd paths: that happens only for the calls an application writes.
 */
export interface RawClientOf<Paths> {
  /** Calls a GET operation by its path template. */
  GET: RawCall<Paths, 'get'>;
  /** Calls a POST operation by its path template. */
  POST: RawCall<Paths, 'post'>;
  /** Calls an operation by its method and path template. */
  request<M extends RawMethod, P extends RawPath<Paths, M>, Init extends RawInit<OperationAt<Paths, P, M>>>(
    method: M,
    path: P,
    ...init: InitArgs<Init>
  ): Promise<RawReply<OperationAt<Paths, P, M>, Init>>;
}

/** `client.raw`: the contract's paths, called as with openapi-fetch; replies are not unwrapped. */
export type RawClient = RawClientOf<paths>;
