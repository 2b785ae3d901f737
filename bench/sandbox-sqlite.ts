/**
 * The sandbox's contact query at a realistic volume beside SQLite (better-sqlite3, in memory) on the same rows:
 * 100,000 demo contacts, two conditions and one order, a page of 50. Both run the same series of queries (the
 * threshold changes each time, so neither answers from a cache), interleaved (bench/interleaved.ts). SQLite gets
 * the rows as they are, with no index. Skipped, with a line saying so, when better-sqlite3's native module is not built.
 *   npx tsx bench/sandbox-sqlite.ts     this entry alone
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { interleaved, type Measured } from './interleaved.js';
import { importShipped } from './shipped.js';

type Shipped = typeof import('../src/sandbox/contacts/query.js') &
  typeof import('../src/sandbox/store/index.js') &
  typeof import('../src/sandbox/demo-data/index.js');
/** What the bench uses of better-sqlite3 (its own types are not installed). */
interface Statement {
  all(...params: unknown[]): unknown[];
  run(...params: unknown[]): unknown;
}
interface Database {
  exec(sql: string): void;
  prepare(sql: string): Statement;
  transaction(run: () => void): () => void;
  close(): void;
}
type Sqlite = new (file: string) => Database;

export const CONTACTS = 100_000;
const THRESHOLDS = [0, 500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 4500];

/** better-sqlite3's constructor, or why it cannot be had. */
function loadSqlite(): { Database: Sqlite } | { missing: string } {
  try {
    const Database = createRequire(import.meta.url)('better-sqlite3') as Sqlite;
    new Database(':memory:').close();
    return { Database };
  } catch (error) {
    return { missing: (error as Error).message.split('\n')[0]! };
  }
}

/** The rows as SQLite keeps them: every field a column; objects as JSON text, flags as 0/1. */
function sqliteTable(Database: Sqlite, rows: readonly Record<string, unknown>[]): Database {
  const db = new Database(':memory:');
  const columns = Object.keys(rows[0]!);
  db.exec(`CREATE TABLE contacts (${columns.map((name) => `"${name}"`).join(', ')})`);
  const insert = db.prepare(`INSERT INTO contacts VALUES (${columns.map(() => '?').join(', ')})`);
  const value = (v: unknown) =>
    v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : typeof v === 'boolean' ? Number(v) : v;
  db.transaction(() => {
    for (const row of rows) insert.run(columns.map((name) => value(row[name])));
  })();
  return db;
}

export async function benchSandboxSqlite({
  rounds = 7,
  sliceMs = 400,
} = {}): Promise<
  { skipped: string } | { contacts: number; sqlite: Measured; sandbox: Measured; sandboxMsPerQuery: number; sqliteMsPerQuery: number }
> {
  const sqlite = loadSqlite();
  if ('missing' in sqlite) return { skipped: `SQLite anchor skipped: better-sqlite3 is not built (${sqlite.missing}); npm ci builds it.` };
  const { queryPage, createStore, demoState } = await importShipped<Shipped>(`
export { queryPage } from './src/sandbox/contacts/query.ts';
export { createStore } from './src/sandbox/store/index.ts';
export { demoState } from './src/sandbox/demo-data/index.ts';
`);
  const store = createStore(demoState(CONTACTS));
  const rows = store.contacts.all() as unknown as Record<string, unknown>[];
  const db = sqliteTable(sqlite.Database, rows);
  const statement = db.prepare(
    'SELECT * FROM contacts WHERE city <> ? COLLATE NOCASE AND loyaltyPoints >= ? ORDER BY lastName, dsm_CustomerId LIMIT 50 OFFSET 0',
  );
  const now = new Date();
  let turn = 0;
  const next = () => THRESHOLDS[turn++ % THRESHOLDS.length]!;
  const query = (threshold: number) => ({
    size: 50,
    start: 0,
    columns: [{ columnName: '*' }],
    wheres: [
      { columnName: 'city', comparer: 1 as const, value: 'Hamburg' },
      { columnName: 'loyaltyPoints', comparer: 7 as const, value: String(threshold) },
    ],
    orders: [{ columnName: 'lastName', orderMode: 0 as const }],
  });
  // The same answer from both, or the comparison means nothing.
  for (const threshold of THRESHOLDS) {
    const ours = queryPage(store.contacts, store.additionalColumns, query(threshold), now).map((row) => row.dsm_CustomerId);
    const theirs = (statement.all('Hamburg', threshold) as { dsm_CustomerId: number }[]).map((row) => row.dsm_CustomerId);
    if (ours.join() !== theirs.join()) throw new Error(`The sandbox and SQLite answer differently for loyaltyPoints >= ${threshold}.`);
  }
  // A store change between queries, so the sandbox's per-version cache of results never answers.
  const sandboxQuery = () => {
    store.contacts.replace({ ...store.contacts.all()[0]! });
    return queryPage(store.contacts, store.additionalColumns, query(next()), now);
  };
  const measured = await interleaved(() => statement.all('Hamburg', next()), { sandbox: sandboxQuery }, { rounds, sliceMs });
  db.close();
  return {
    contacts: CONTACTS,
    sqlite: measured.anchor,
    sandbox: measured.sandbox,
    sqliteMsPerQuery: +(1000 / measured.anchor.perSecond).toFixed(2),
    sandboxMsPerQuery: +(1000 / measured.sandbox.perSecond).toFixed(2),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await benchSandboxSqlite();
  if ('skipped' in result) console.log(result.skipped);
  else
    console.log(
      `${result.contacts} contacts, two conditions, one order, a page of 50: sandbox ${result.sandboxMsPerQuery} ms, SQLite ${result.sqliteMsPerQuery} ms per query; sandbox/SQLite rate ${result.sandbox.ratio} (${result.sandbox.middleHalf.join('-')}), target at least 0.5`,
    );
}
