/**
 * Where a start finds its job's id, as the contract's `x-dsm-job.from` says: the whole answer (`result`),
 * a field of it (`result.progressId`), a path value of the start (`path.id`), or one of these per key of an
 * id made of several values (`{ importId: result, accountId: path.accountId }`).
 */
export type IdSource = string | Readonly<Record<string, string>>;

const own = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined;

/** One value by its place; undefined where the answer or input lacks it. */
function valueAt(place: string, result: unknown, input: unknown): unknown {
  const [root, field] = place.split('.', 2) as [string, string | undefined];
  if (root === 'result') return field === undefined ? result : own(result, field);
  return field === undefined ? undefined : own(own(input, root), field);
}

/** The id from the start's answer and input; a compound id is undefined when one of its values is missing. */
export function idFrom(from: IdSource, result: unknown, input: unknown): unknown {
  if (typeof from === 'string') return valueAt(from, result, input);
  const id: Record<string, unknown> = {};
  for (const [key, place] of Object.entries(from)) {
    const value = valueAt(place, result, input);
    if (value === undefined || value === null) return undefined;
    id[key] = value;
  }
  return id;
}
