import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { IntlProvider } from 'react-intl';
import { SignIn } from './sign-in';

// The console's shell (layouts, routes, menu) arrives with its own issue; until then the app is
// the sign-in screen talking to the real API, so `npm start` already proves the whole wire.
export function App() {
  return (
    <IntlProvider locale="es-ES" defaultLocale="es-ES">
      <FluentProvider theme={webLightTheme} style={{ minHeight: '100vh' }}>
        <SignIn />
      </FluentProvider>
    </IntlProvider>
  );
}
