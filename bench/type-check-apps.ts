/**
 * The apps whose type-check bench/type-check.ts times: each once with `@dsm/sdk` and once written
 * without it (React Query and fetch alone), doing the same work, so the ratio is what the SDK adds.
 */

/** The goals, by app: time with the SDK over time without it. */
export const TYPE_CHECK_GOALS = { threeHooks: 1.5, createDsmClientScript: 1.2 } as const;

export interface BenchApp {
  /** What the app is, as the results name it. */
  name: string;
  /** Its one source file, `src/app.tsx` (React apps) or `src/script.ts` (the Node script). */
  file: string;
  withSdk: string;
  withoutSdk: string;
  /** `bundler` for the React apps (as Vite's template sets it), `node16` for the Node script. */
  resolution: 'bundler' | 'node16';
}

const threeHooksBody = `
function Contacts() {
  const count = useContactsCount();
  const template = useCampaignTemplatesByName('Summer');
  const remove = useContactsDeleteById();
  return (
    <p onClick={() => remove.mutate({ id: 5012 })}>
      {count.data} {template.data?.name} {remove.error?.message}
    </p>
  );
}

export function App() {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <Provider>
        <Contacts />
      </Provider>
    </QueryClientProvider>
  );
}
`;

const threeHooksWithSdk = `import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createDsmClient } from '@dsm/sdk';
import { DsmProvider, useCampaignTemplatesByName, useContactsCount, useContactsDeleteById } from '@dsm/sdk/react';

const client = createDsmClient({ targetSystem: 'campaigns.example.org', publicKey: 'pub', privateKey: 'priv' });
const Provider = ({ children }: { children: ReactNode }) => <DsmProvider client={client}>{children}</DsmProvider>;
${threeHooksBody}`;

/** The same three calls with React Query and fetch: what a team writes without the SDK. */
const threeHooksWithout = `import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';

interface CampaignTemplate { id: number; name: string }
async function get<T>(path: string): Promise<T> {
  const reply = await fetch(\`https://campaigns.example.org\${path}\`);
  return ((await reply.json()) as { responseObject: T }).responseObject;
}
const useContactsCount = () => useQuery({ queryKey: ['contacts', 'count'], queryFn: () => get<number>('/api/contacts/count') });
const useCampaignTemplatesByName = (name: string) =>
  useQuery({ queryKey: ['templates', name], queryFn: () => get<CampaignTemplate>(\`/api/campaigntemplates/getbyname/\${name}\`) });
const useContactsDeleteById = () => useMutation({ mutationFn: ({ id }: { id: number }) => get<boolean>(\`/api/contacts/delete/\${id}\`) });
const Provider = ({ children }: { children: ReactNode }) => <>{children}</>;
${threeHooksBody}`;

/** Every export of the React entry is looked at (each one's type resolved), as an app using many of them does. */
const wholeEntry = `${threeHooksWithSdk}
import * as hooks from '@dsm/sdk/react';
export const everyExport: Record<string, unknown> = hooks;
`;

const scriptWithSdk = `import { createDsmClient, withCall } from '@dsm/sdk/call';

const dsm = withCall(createDsmClient({ targetSystem: process.env.DSM_TARGET, publicKey: process.env.DSM_PUBLIC_KEY, privateKey: process.env.DSM_PRIVATE_KEY }));
const count = await dsm.call('contactsCount');
console.log(\`\${count.toFixed(0)} contacts\`);
`;

const scriptWithout = `const reply = await fetch(\`https://\${process.env.DSM_TARGET}/api/contacts/count\`);
const { responseObject: count } = (await reply.json()) as { responseObject: number };
console.log(\`\${count.toFixed(0)} contacts\`);
`;

export const BENCH_APPS: BenchApp[] = [
  { name: 'threeHooks', file: 'src/app.tsx', withSdk: threeHooksWithSdk, withoutSdk: threeHooksWithout, resolution: 'bundler' },
  { name: 'wholeReactEntry', file: 'src/app.tsx', withSdk: wholeEntry, withoutSdk: threeHooksWithout, resolution: 'bundler' },
  { name: 'createDsmClientScript', file: 'src/script.ts', withSdk: scriptWithSdk, withoutSdk: scriptWithout, resolution: 'node16' },
];
