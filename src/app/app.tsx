import { ApiProvider } from '../api/api-context';
import type { ApiClients } from '../api/clients';
import type { AppSystem } from '../app-kit/app-actors';
import { SystemProvider } from '../app-kit/system-context';
import { AppRoutes } from './app-routes';
import { AppIntlProvider } from './intl-provider';
import { Notices } from './notices';
import { AppThemeProvider } from './theme-provider';

/** The console: the app system and its API clients, texts, theme, notices and routes. */
export function App({ system, api }: { system: AppSystem; api: ApiClients }) {
  return (
    <SystemProvider system={system}>
      <ApiProvider clients={api}>
        <AppIntlProvider>
          <AppThemeProvider>
            <Notices />
            <AppRoutes />
          </AppThemeProvider>
        </AppIntlProvider>
      </ApiProvider>
    </SystemProvider>
  );
}
