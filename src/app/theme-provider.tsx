import {
  createDarkTheme,
  createLightTheme,
  FluentProvider,
  type Theme,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { type ReactNode, useMemo } from 'react';
import type { Theme as AppTheme } from '../../machines/rules/settings';
import { selectSettings, selectTheme } from '../../machines/settings';
import { brandVariants } from './brand-palette';
import { useAppActor } from './system/system-context';

function fluentTheme(theme: AppTheme, primary: string): Theme {
  const brand = brandVariants(primary);
  if (theme !== 'dark') return createLightTheme(brand);
  // Fluent's guidance for custom brands: lighter foregrounds keep contrast on dark surfaces.
  return {
    ...createDarkTheme(brand),
    colorBrandForeground1: brand[110],
    colorBrandForeground2: brand[120],
    colorBrandForegroundLink: brand[120],
  };
}

/** Fluent UI following the settings machine's theme and primary colour. */
export function AppThemeProvider({ children }: { children: ReactNode }) {
  const settings = useAppActor('settings');
  const theme = useSelector(settings, selectTheme);
  const primary = useSelector(settings, (s) => selectSettings(s).primaryColor);
  const value = useMemo(() => fluentTheme(theme, primary), [theme, primary]);
  return (
    <FluentProvider theme={value} style={{ minHeight: '100vh' }}>
      {children}
    </FluentProvider>
  );
}
