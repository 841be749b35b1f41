import type { KeyValueStore } from '../storage';

/** Prefix of every setting in local storage. */
const SETTINGS_PREFIX = 'app.settings.';

/** Storage key of a setting. */
export const settingsKey = (name: string): string => `${SETTINGS_PREFIX}${name}`;

/** Default primary colour (SPEC §9). */
const DEFAULT_PRIMARY_COLOR = '#184A7B';
/** Mobile view below this width. */
const MOBILE_BREAKPOINT = 768;
/** Menu collapses below this width. */
const MENU_COLLAPSE_BREAKPOINT = 1024;
/** Left menu width bounds and default. */
export const MENU_WIDTH = { min: 256, max: 330, default: 256, collapsed: 80 } as const;

/** Theme values (anything else becomes default). */
export type Theme = 'dark' | 'default';

/** Menu layout choices. */
export const MENU_LAYOUTS = ['left', 'top', 'nomenu'] as const;
/** Menu colours. */
export const MENU_COLORS = ['white', 'gray', 'dark'] as const;
/** Auth page colours. */
export const AUTH_PAGE_COLORS = ['white', 'gray', 'image'] as const;
/** Router animations. */
export const ROUTER_ANIMATIONS = [
  'none',
  'slide-fadein-up',
  'slide-fadein-right',
  'fadein',
  'zoom-fadein',
] as const;
/** Locales of the top bar. */
export const LOCALES = ['es-ES', 'en-US'] as const;

/** The settings the settings machine owns (SPEC §2 drawer and §3). */
export interface Settings {
  locale: string;
  theme: Theme;
  primaryColor: string;
  isMobileView: boolean;
  isMenuCollapsed: boolean;
  isSidebarOpen: boolean;
  isMenuShadow: boolean;
  isMenuUnfixed: boolean;
  menuLayoutType: (typeof MENU_LAYOUTS)[number];
  menuColor: (typeof MENU_COLORS)[number];
  authPagesColor: (typeof AUTH_PAGE_COLORS)[number];
  isTopbarFixed: boolean;
  isGrayTopbar: boolean;
  isContentMaxWidth: boolean;
  isAppMaxWidth: boolean;
  isGrayBackground: boolean;
  isCardShadow: boolean;
  isSquaredBorders: boolean;
  isBorderless: boolean;
  routerAnimation: (typeof ROUTER_ANIMATIONS)[number];
  leftMenuWidth: number;
  showDatePicker: boolean;
  showDashboardCalendar: boolean;
}

/** Name of an owned setting. */
export type SettingKey = keyof Settings;

/** Defaults; where the spec is silent they follow the Visual Builder lineage. */
export const DEFAULT_SETTINGS: Settings = {
  locale: 'es-ES',
  theme: 'default',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  isMobileView: false,
  isMenuCollapsed: false,
  isSidebarOpen: false,
  isMenuShadow: true,
  isMenuUnfixed: false,
  menuLayoutType: 'left',
  menuColor: 'gray',
  authPagesColor: 'image',
  isTopbarFixed: false,
  isGrayTopbar: false,
  isContentMaxWidth: false,
  isAppMaxWidth: false,
  isGrayBackground: false,
  isCardShadow: true,
  isSquaredBorders: false,
  isBorderless: false,
  routerAnimation: 'slide-fadein-up',
  leftMenuWidth: MENU_WIDTH.default,
  showDatePicker: true,
  showDashboardCalendar: true,
};

/** True for a key the settings machine owns. */
export function isSettingKey(key: string): key is SettingKey {
  return key in DEFAULT_SETTINGS;
}

/** `dark` stays dark; anything else becomes `default` (SPEC §4). */
export function normaliseTheme(value: unknown): Theme {
  return value === 'dark' ? 'dark' : 'default';
}

/** Clamps the left menu width to 256–330. */
export function clampMenuWidth(value: number): number {
  if (!Number.isFinite(value)) return MENU_WIDTH.default;
  return Math.min(MENU_WIDTH.max, Math.max(MENU_WIDTH.min, Math.round(value)));
}

/** Mobile view below 768 px. */
export function isMobileWidth(width: number): boolean {
  return width < MOBILE_BREAKPOINT;
}

/** Collapsed below 1024 px or when already collapsed. */
export function isCollapsedWidth(width: number, alreadyCollapsed: boolean): boolean {
  return width < MENU_COLLAPSE_BREAKPOINT || alreadyCollapsed;
}

function oneOf<T extends string>(choices: readonly T[], value: unknown, fallback: T): T {
  return typeof value === 'string' && (choices as readonly string[]).includes(value)
    ? (value as T)
    : fallback;
}

/** Coerces a raw value for `key` into its type; an invalid value gives the default. */
export function coerceSetting<K extends SettingKey>(key: K, value: unknown): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  let out: unknown;
  switch (key) {
    case 'theme':
      out = normaliseTheme(value);
      break;
    case 'menuLayoutType':
      out = oneOf(MENU_LAYOUTS, value, DEFAULT_SETTINGS.menuLayoutType);
      break;
    case 'menuColor':
      out = oneOf(MENU_COLORS, value, DEFAULT_SETTINGS.menuColor);
      break;
    case 'authPagesColor':
      out = oneOf(AUTH_PAGE_COLORS, value, DEFAULT_SETTINGS.authPagesColor);
      break;
    case 'routerAnimation':
      out = oneOf(ROUTER_ANIMATIONS, value, DEFAULT_SETTINGS.routerAnimation);
      break;
    case 'leftMenuWidth':
      out = clampMenuWidth(typeof value === 'number' ? value : Number(value));
      break;
    case 'primaryColor':
      out = typeof value === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;
      break;
    case 'locale':
      out = typeof value === 'string' && value !== '' ? value : fallback;
      break;
    default:
      out = typeof value === 'boolean' ? value : fallback;
  }
  return out as Settings[K];
}

/** A query value as stored: the strings true and false become booleans (SPEC §4). */
function parseQueryValue(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Query parameters split into the theme override and the other settings to store. */
export function parseSettingsQuery(search: string): {
  theme?: Theme;
  values: Record<string, string | boolean>;
} {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values: Record<string, string | boolean> = {};
  let theme: Theme | undefined;
  for (const [key, value] of params) {
    if (key === 'theme') theme = normaliseTheme(value);
    else values[key] = parseQueryValue(value);
  }
  return theme === undefined ? { values } : { theme, values };
}

/** Reads every owned setting from storage, coercing bad values to defaults. */
export function readSettings(store: KeyValueStore): Settings {
  const out = { ...DEFAULT_SETTINGS } as Record<SettingKey, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as SettingKey[]) {
    const raw = store.get(settingsKey(key));
    if (raw === null) continue;
    let parsed: unknown = raw;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // Older builds stored bare strings; keep them as they are.
    }
    out[key] = coerceSetting(key, parsed);
  }
  return out as unknown as Settings;
}
