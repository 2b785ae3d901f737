// @vitest-environment jsdom
/**
 * A consumer's component test with `@dsm/sdk/sandbox`: the app's component lists contacts with a
 * generated query hook and adds one with a mutation hook; the sandbox keeps the new contact, so the
 * refetched list shows it. The client signs with the sandbox's demo keys, as an app's test would.
 */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { DsmProvider, useContactsCountWithQuery, useContactsGet, useContactsInsert } from '../../src/react/index.js';
import { createSandbox, SANDBOX_DEMO_KEYS } from '../../src/sandbox/index.js';

/** Testing Library waits 1 s by default; a loaded CI machine may need longer for the first answers. */
const PATIENT = { timeout: 30_000 };

const inHamburg = {
  wheres: [{ columnName: 'city', comparer: 0 as const, value: 'Hamburg' }],
  orders: [{ columnName: 'dsm_CustomerId', orderMode: 1 as const }],
  size: 5,
};

/** The consumer's component: the newest contacts in Hamburg, their number, and a button that adds one. */
function HamburgContacts() {
  const queryClient = useQueryClient();
  const contacts = useContactsGet(inHamburg);
  const count = useContactsCountWithQuery(inHamburg);
  const insert = useContactsInsert({ mutation: { onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dsm', 'contacts'] }) } });
  if (contacts.isPending || count.isPending) return <p>Loading…</p>;
  return (
    <section>
      <p>{count.data} contacts in Hamburg</p>
      <ul>
        {contacts.data?.map((contact) => (
          <li key={contact.dsm_CustomerId}>{`${contact.firstName} ${contact.lastName}`}</li>
        ))}
      </ul>
      <button type="button" onClick={() => insert.mutate({ data: { firstName: 'Erika', lastName: 'Testfrau', city: 'Hamburg' } })}>
        Add Erika
      </button>
    </section>
  );
}

const sandbox = createSandbox();
const server = setupServer(...sandbox.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  sandbox.reset();
});
afterAll(() => server.close());

function renderWithDsm(ui: ReactNode) {
  const dsm = createDsmClient({
    targetSystem: 'localhost',
    protocol: 'http',
    port: 9,
    publicKey: SANDBOX_DEMO_KEYS.publicKey,
    privateKey: SANDBOX_DEMO_KEYS.privateKey,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={dsm}>{ui}</DsmProvider>
    </QueryClientProvider>,
  );
}

describe('a component test with @dsm/sdk/sandbox', () => {
  it('creates a contact and sees it listed, and counted', async () => {
    renderWithDsm(<HamburgContacts />);
    const before = sandbox.store.contacts.all().filter((contact) => contact.city === 'Hamburg').length;
    expect(await screen.findByText(`${before} contacts in Hamburg`, {}, PATIENT)).toBeTruthy();
    expect(screen.queryByText('Erika Testfrau')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Erika' }));
    expect(await screen.findByText('Erika Testfrau', {}, PATIENT)).toBeTruthy();
    await waitFor(() => expect(screen.getByText(`${before + 1} contacts in Hamburg`)).toBeTruthy(), PATIENT);
  });

  it('starts from the demo data again after a reset', async () => {
    renderWithDsm(<HamburgContacts />);
    expect(await screen.findByText(/contacts in Hamburg/, {}, PATIENT)).toBeTruthy();
    expect(screen.queryByText('Erika Testfrau')).toBeNull();
  });
});
