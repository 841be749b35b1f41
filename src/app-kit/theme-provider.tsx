import { createLightTheme, FluentProvider, type Theme } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { selectSettings, selectTheme } from '../../machines/settings';
import { brandVariants } from '../ui/brand-palette';
import type { darkTheme as DarkTheme } from '../ui/dark-theme';
import { useAppActor } from './system-context';

// The dark theme's tokens are a lazy chunk, fetched once dark mode is wanted.
let darkThemeOf: typeof DarkTheme | null = null;
const loadDarkTheme = () =>
  import('../ui/dark-theme').then((m) => {
    darkThemeOf = m.darkTheme;
  });

const INLINE = { display: 'contents' } as const;
const PAGE = { minHeight: '100vh' } as const;

/**
 * Fluent UI following the settings machine's theme and primary colour. Not at the app's root:
 * the sign-in screens are plain CSS (src/features/auth/auth.css), so each Fluent surface brings
 * its own provider in its lazy chunk: the console's page (the default, as tall as the screen), and
 * `inline` the toaster, the other auth screens and the new-version notice
 * (`display: contents`: the provider's element takes no box, its tokens still inherit).
 */
export function AppThemeProvider({
  children,
  inline = false,
}: {
  children: ReactNode;
  inline?: boolean;
}) {
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
    <FluentProvider theme={value} style={inline ? INLINE : PAGE}>
      {children}
    </FluentProvider>
  );
}
