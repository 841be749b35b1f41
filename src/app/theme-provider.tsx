import { createLightTheme, FluentProvider, type Theme } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { selectSettings, selectTheme } from '../../machines/settings';
import { useAppActor } from '../app-kit/system-context';
import { brandVariants } from '../ui/brand-palette';
import type { darkTheme as DarkTheme } from '../ui/dark-theme';

// The dark theme's tokens are a lazy chunk, fetched once dark mode is wanted.
let darkThemeOf: typeof DarkTheme | null = null;
const loadDarkTheme = () =>
  import('../ui/dark-theme').then((m) => {
    darkThemeOf = m.darkTheme;
  });

/** Fluent UI following the settings machine's theme and primary colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useAppActor('settings');
  const dark = useSelector(settings, selectTheme) === 'dark';
  const primary = useSelector(settings, (s) => selectSettings(s).primaryColor);
  const [darkLoaded, setDarkLoaded] = useState(darkThemeOf !== null);
  const shown = useRef<Theme | null>(null);

  useEffect(() => {
    if (!dark || darkLoaded) return;
    let live = true;
    loadDarkTheme().then(
      () => live && setDarkLoaded(true),
      (error: unknown) => console.warn('theme: could not load the dark theme', error),
    );
    return () => {
      live = false;
    };
  }, [dark, darkLoaded]);

  const wanted = useMemo(() => {
    const brand = brandVariants(primary);
    if (!dark) return createLightTheme(brand);
    return darkLoaded && darkThemeOf ? darkThemeOf(brand) : null;
  }, [dark, darkLoaded, primary]);
  // While the dark chunk loads, a switch keeps the current theme; a first paint waits for it.
  const value = wanted ?? shown.current;
  shown.current = value;
  if (!value) return null;
  return (
    <FluentProvider theme={value} style={{ minHeight: '100vh' }}>
      {children}
    </FluentProvider>
  );
}
