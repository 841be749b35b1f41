import { navigate } from 'wouter/use-browser-location';
import type { AppEffects } from '../../../machines/app';
import { brandCssVariables } from '../../ui/brand-palette';

/** CSS variable holding the primary colour (plain CSS and the Fluent brand palette read it). */
const PRIMARY_COLOR_VARIABLE = '--app-color-primary';

/** The browser effects the machines ask for. */
export function createBrowserEffects(root: HTMLElement = document.documentElement): AppEffects {
  return {
    applyTheme: (theme) => {
      root.setAttribute('data-theme', theme);
      // Native controls (date inputs, selects, scrollbars) follow the theme too.
      root.style.colorScheme = theme === 'dark' ? 'dark' : 'light';
    },
    applyPrimaryColor: (color) => {
      root.style.setProperty(PRIMARY_COLOR_VARIABLE, color);
      for (const [name, value] of brandCssVariables(color)) root.style.setProperty(name, value);
    },
    navigate: (path) => navigate(path),
  };
}
