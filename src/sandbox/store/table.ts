/**
 * One kind of record, kept by numeric id. Reads are O(1) by id; the id-ordered list, and any lookup
 * index by a field, are built once per change and reused, so paging and name lookups stay cheap.
 * Rows are kept as given (the demo data's are frozen): change one by replacing it.
 */
export class Table<T extends object> {
  readonly #rows = new Map<number, T>();
  readonly #idOf: (row: T) => number;
  #ordered: T[] | undefined;
  #indexes = new Map<string, Map<unknown, T>>();
  #lastId = 0;
  /** True while every row came in above the ids before it: the map's order is then the id order. */
  #inIdOrder = true;
  /** Grows with every change: a cache key for derived views. */
  version = 0;

  constructor(idOf: (row: T) => number, rows: Iterable<T> = []) {
    this.#idOf = idOf;
    for (const row of rows) this.#put(row);
  }

  get size(): number {
    return this.#rows.size;
  }

  get(id: number): T | undefined {
    return this.#rows.get(id);
  }

  /** Every row, ascending by id: a snapshot, never changed afterwards. */
  all(): readonly T[] {
    if (!this.#ordered) {
      const rows = [...this.#rows.values()];
      this.#ordered = this.#inIdOrder ? rows : rows.sort((a, b) => this.#idOf(a) - this.#idOf(b));
    }
    return this.#ordered;
  }

  /** A lookup index named `name`, keyed by `keyOf(row)` (the lowest id wins a tie), kept until the next change. */
  index<K>(name: string, keyOf: (row: T) => K): ReadonlyMap<K, T> {
    let index = this.#indexes.get(name) as Map<K, T> | undefined;
    if (!index) {
      index = new Map();
      for (const row of this.all()) {
        const key = keyOf(row);
        if (!index.has(key)) index.set(key, row);
      }
      this.#indexes.set(name, index as Map<unknown, T>);
    }
    return index;
  }

  /** A new id above every id ever used (ids are never reused, also after a delete). */
  nextId(): number {
    return this.#lastId + 1;
  }

  /** Adds a row under an id not in use (`nextId()` for a new one). */
  insert(row: T): T {
    if (this.#rows.has(this.#idOf(row))) throw new Error(`Id ${this.#idOf(row)} is in use; replace the row instead.`);
    this.#put(row);
    this.#changed();
    return row;
  }

  /** Replaces the row with the same id; false when there is none. */
  replace(row: T): boolean {
    if (!this.#rows.has(this.#idOf(row))) return false;
    this.#rows.set(this.#idOf(row), row);
    this.#changed();
    return true;
  }

  delete(id: number): boolean {
    const deleted = this.#rows.delete(id);
    if (deleted) this.#changed();
    return deleted;
  }

  #put(row: T): void {
    const id = this.#idOf(row);
    if (id > this.#lastId) this.#lastId = id;
    else this.#inIdOrder = false;
    this.#rows.set(id, row);
  }

  #changed(): void {
    this.version += 1;
    this.#ordered = undefined;
    this.#indexes = new Map();
  }
}
