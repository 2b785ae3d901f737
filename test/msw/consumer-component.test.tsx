// @vitest-environment jsdom
/**
 * A consumer's component test with `@dsm/sdk/msw`: the app's component uses a generated hook inside
 * the providers; the handlers answer with the contract's example, and an override makes the same
 * component show the `DsmApiError` message.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import '../support/patient-waits.js';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDsmClient } from '../../src/client.js';
import { DsmApiError } from '../../src/errors.js';
import { dsmHandlers, exampleReply, failOperation } from '../../src/msw/index.js';
import { DsmProvider, useContactsCount } from '../../src/react/index.js';

/** The consumer's component. */
function ContactCount() {
  const { data, error, isPending } = useContactsCount();
  if (isPending) return <p>Loading…</p>;
  if (error) {
    const failure: unknown = error;
    const kind = failure instanceof DsmApiError ? 'DsmApiError' : (failure as Error).name;
    return (
      <p role="alert" data-kind={kind}>
        {(failure as Error).message}
      </p>
    );
  }
  return <p>{data} contacts</p>;
}

const server = setupServer(...dsmHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function renderWithDsm(ui: ReactNode) {
  // Loopback and a port nothing listens on: should a request escape the mocks, it stays on this machine.
  const dsm = createDsmClient({
    targetSystem: '127.0.0.1/portal',
    protocol: 'http',
    port: 9,
    publicKey: 'pub-app',
    privateKey: 'priv-app',
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <DsmProvider client={dsm}>{ui}</DsmProvider>
    </QueryClientProvider>,
  );
}

describe('a component test with @dsm/sdk/msw', () => {
  it('renders the example data of the contract', async () => {
    renderWithDsm(<ContactCount />);
    const count = exampleReply('contactsCount').responseObject;
    expect(typeof count).toBe('number');
    expect(await screen.findByText(`${count} contacts`)).toBeTruthy();
  });

  it('shows the DsmApiError message when the operation is made to fail', async () => {
    server.use(failOperation('contactsCount', 'You may not read the contacts of this account.'));
    renderWithDsm(<ContactCount />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('You may not read the contacts of this account.');
    expect(alert.dataset.kind).toBe('DsmApiError');
  });
});
