/** The console's frame: navigation, the connection banner, and the screen the hash names. */
import { DsmProvider } from '@dsm/sdk/react';
import { lazy, Suspense } from 'react';
import { ConnectionScreen } from '../connection/ConnectionScreen';
import { describeTarget } from '../connection/connection-settings';
import { useConnection } from '../connection/ConnectionContext';
import { ContactsScreen } from '../contacts/ContactsScreen';
import { CampaignsScreen } from '../campaigns/CampaignsScreen';
import { useRefreshWhenJobsEnd } from '../jobs/job-cache';
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
  useRefreshWhenJobsEnd();
  return (
    <DsmProvider client={connection.client}>
      {/* Jobs live in the query cache, not in a screen: they go on when the user moves to another screen. */}
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
    </DsmProvider>
  );
}
