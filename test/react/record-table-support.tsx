/**
 * What the useRecordTable tests share: a scripted server that answers by path and records what was sent, the
 * client and query client around the hook, contacts and their server, an answer held back until opened, and the
 * cells as the table shows them.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { newContact } from '../../src/models/contact.js';
import { DsmProvider } from '../../src/react/index.js';
import type { useRecordTable } from '../../src/react/table/index.js';
import { envelopeReply, recordingFetch } from '../support/recording-fetch.js';

export const ok = (responseObject: unknown) => envelopeReply({ state: 0, responseObject, failureMessage: null, failureDetail: null });
export const failure = (failureMessage: string, failureDetail: unknown = null) =>
  envelopeReply({ state: 1, responseObject: null, failureMessage, failureDetail });

export type Route = (request: Request, body: any) => Response | Promise<Response>;

/** A server that answers by path; a route may be replaced during a test. */
export function server(routes: Record<string, Route>) {
  const recorder = recordingFetch(async (request) => {
    const path = new URL(request.url).pathname;
    const route = routes[path];
    if (!route) return new Response(`no route ${path}`, { status: 404, statusText: 'Not Found' });
    const text = await request.clone().text();
    return route(request, text ? JSON.parse(text) : undefined);
  });
  const client = createDsmClient({ targetSystem: 'demo.example.com', publicKey: 'p', privateKey: 'k', fetch: recorder.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={client}>{children}</DsmProvider>
    </QueryClientProvider>
  );
  const sent = (path: string) => recorder.exchanges.filter((e) => new URL(e.request.url).pathname === path);
  return { wrapper, routes, sent, queryClient };
}

export const contact = (id: number, fields: Record<string, unknown> = {}) => ({
  ...newContact(),
  dsm_CustomerId: id,
  lpLogin: `L${id}`,
  createdOn: '2026-01-01T00:00:00Z',
  lastUpdate: '2026-01-02T00:00:00Z',
  ...fields,
});

export function contactServer(
  contacts = [contact(1, { firstName: 'Erika', doubleOptIn: true, optIn: null, rating: 2, vip: 'ja' }), contact(2, { firstName: 'Max' })],
) {
  let rows = contacts;
  return server({
    '/api/contacts/additionalcolumns': () => ok([{ columnName: 'vip', dataType: 'bit' }]),
    '/api/contacts/get': (_r, query) => ok(rows.slice(query.start, query.start + query.size)),
    '/api/contacts/count': (request) => ok(request.method === 'POST' ? 25 : 120), // POST: the count of a query
    // The server keeps what it was sent, so the read after a save shows it.
    '/api/contacts/updatefield': (_r, { customerId, fieldName, value }) => {
      rows = rows.map((c) => (c.dsm_CustomerId === customerId ? { ...c, [fieldName]: value } : c));
      return ok(true);
    },
    '/api/contacts/delete': (_r, ids: number[]) => {
      rows = rows.filter((c) => !ids.includes(c.dsm_CustomerId));
      return ok(true);
    },
  });
}

/** An answer held back until `open()`, so a test can look at the table while the save is in flight. */
export function gate(answer: () => Response) {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { route: async () => (await opened, answer()), open: () => open() };
}

/** Runs an edit whose answer is held back: the new value shows at once, then the answer is let through. */
export async function editThroughGate(
  result: { current: ReturnType<typeof useRecordTable> },
  held: ReturnType<typeof gate>,
  [rowId, column, value, rowIndex]: [string, string, unknown, number],
) {
  let saved: Promise<boolean> = Promise.resolve(false);
  act(() => {
    saved = result.current.edit(rowId, column, value);
  });
  await waitFor(() => expect(result.current.rows[rowIndex]![column]).toBe(value)); // applied at once
  let outcome = false;
  await act(async () => {
    held.open();
    outcome = await saved;
  });
  return outcome;
}

export const cellTexts = (table: ReturnType<typeof useRecordTable>['table'], rowIndex: number) =>
  Object.fromEntries(
    table
      .getRowModel()
      .rows[rowIndex]!.getVisibleCells()
      .map((cell) => [cell.column.id, (cell.column.columnDef.cell as (c: unknown) => string)(cell.getContext())]),
  );
