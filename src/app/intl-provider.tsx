import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { type IntlConfig, IntlProvider } from 'react-intl';
import { selectLocale } from '../../machines/settings';
import { useAppActor } from '../app-kit/system-context';
import { type Catalogue, DEFAULT_LOCALE, loadCatalogue, supportedLocale } from '../i18n/catalogues';

interface Loaded {
  locale: string;
  messages: Catalogue;
}

/** react-intl following the settings machine's locale; a switch keeps old texts until loaded. */
export function AppIntlProvider({ children }: { children: ReactNode }) {
  const wanted = supportedLocale(useSelector(useAppActor('settings'), selectLocale));
  // The loaded catalogue is an asset, not machine state: the machine owns the locale choice.
  const [loaded, setLoaded] = useState<Loaded>({ locale: DEFAULT_LOCALE, messages: {} });

  useEffect(() => {
    let live = true;
    loadCatalogue(wanted).then(
      (messages) => live && setLoaded({ locale: wanted, messages }),
      // A failed chunk load keeps the current language rather than blanking the console.
      (error: unknown) => console.warn('i18n: could not load', wanted, error),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  useEffect(() => {
    document.documentElement.lang = loaded.locale;
  }, [loaded.locale]);

  return (
    <IntlProvider
      locale={loaded.locale}
      defaultLocale={DEFAULT_LOCALE}
      // react-intl types a catalogue as all texts or all ASTs, yet reads each message on its own:
      // the build's catalogues mix both (src/i18n/catalogues.ts).
      messages={loaded.messages as IntlConfig['messages']}
      onError={(error) => {
        // Missing translations fall back to the Spanish defaults by design; report the rest.
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      }}
    >
      {children}
    </IntlProvider>
  );
}
