/** The console's frame: navigation, the connection banner, and the screen the hash names. */
import { DsmProvider } from '@dsm/sdk/react';
import { lazy, Suspense } from 'react';
import { ConnectionScreen } from '../connection/ConnectionScreen';
import { describeTarget } from '../connection/connection-settings';
import { useConnection } from '../connection/ConnectionContext';
import { ContactsScreen } from '../contacts/ContactsScreen';
import { CampaignsScreen } from '../campaigns/CampaignsScreen';
import { ConsoleJobsProvider } from '../jobs/ConsoleJobs';
import { JobsScreen } from '../jobs/JobsScreen';
import { TemplatesScreen } from '../campaign-templates/TemplatesScreen';
import { hrefOf, ROUTES, useHashRoute, type RouteName } from './routes';

// The explorer (and with it the 1.3 MB contract) loads only when it is opened.
const ExplorerScreen = lazy(() => import('../explorer/ExplorerScreen'));

function Screen(props: { route: RouteName }) {
  switch (props.route) {
    case 'contacts':
      return <ContactsScreen />;
    case 'templates':
      return <TemplatesScreen />;
    case 'campaigns':
      return <CampaignsScreen />;
    case 'jobs':
      return <JobsScreen />;
    case 'explorer':
      return (
        <Suspense fallback={<p role="status">Loading the API explorer…</p>}>
          <ExplorerScreen />
        </Suspense>
      );
    case 'connection':
      return <ConnectionScreen />;
  }
}

export function App() {
  const route = useHashRoute();
  const connection = useConnection();
  return (
    <DsmProvider client={connection.client}>
      {/* Above the keyed <main>: jobs go on when the screen or the connection changes. */}
      <ConsoleJobsProvider>
        <header className="top">
          <p className="brand">DSM console</p>
          <nav aria-label="Screens">
            <ul>
              {ROUTES.map((item) => (
                <li key={item.name}>
                  <a href={hrefOf(item.name)} aria-current={item.name === route ? 'page' : undefined}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p className="target" data-testid="target">
            Server: {describeTarget(connection.settings)}
          </p>
        </header>
        <main key={connection.generation}>
          <Screen route={route} />
        </main>
      </ConsoleJobsProvider>
    </DsmProvider>
  );
}
