import { AppRoutes } from './app-routes';
import { AppIntlProvider } from './intl-provider';
import { Notices } from './notices';
import type { AppSystem } from './system/create-system';
import { SystemProvider } from './system/system-context';
import { AppThemeProvider } from './theme-provider';

/** The console: the app system, texts, theme, notices and routes. */
export function App({ system }: { system: AppSystem }) {
  return (
    <SystemProvider system={system}>
      <AppIntlProvider>
        <AppThemeProvider>
          <Notices />
          <AppRoutes />
        </AppThemeProvider>
      </AppIntlProvider>
    </SystemProvider>
  );
}
