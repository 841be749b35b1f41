import { ApiProvider } from '../api/api-context';
import type { ApiClients } from '../api/clients';
import type { AppSystem } from '../app-kit/app-actors';
import { SystemProvider } from '../app-kit/system-context';
import { AppRoutes } from './app-routes';
import { AppIntlProvider } from './intl-provider';
import { Notices } from './notices';

/**
 * The console: the app system and its API clients, texts, notices and routes. The Fluent theme is
 * not here: the sign-in screens do without it (src/app-kit/theme-provider.tsx says who brings it).
 */
export function App({ system, api }: { system: AppSystem; api: ApiClients }) {
  return (
    <SystemProvider system={system}>
      <ApiProvider clients={api}>
        <AppIntlProvider>
          <Notices />
          <AppRoutes />
        </AppIntlProvider>
      </ApiProvider>
    </SystemProvider>
  );
}
