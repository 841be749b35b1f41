import { FluentProvider, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { MENU_WIDTH } from '../../../../machines/rules/settings';
import { selectIsMenuCollapsed, selectSettings } from '../../../../machines/settings';
import { useAppActor } from '../../../app-kit/system-context';
import { brandVariants } from '../../../ui/brand-palette';
import { darkTheme } from '../../../ui/dark-theme';
import { DomainLogo } from '../domain/domain-logo';
import { LazyCompactMenu } from './lazy-compact-menu';
import { LeftMenu } from './left-menu';

const useStyles = makeStyles({
  aside: {
    display: 'flex',
    flexDirection: 'column',
    minHeight: '100%',
    borderRight: `1px solid ${tokens.colorNeutralStroke2}`,
    boxSizing: 'border-box',
    zIndex: 2,
  },
  fixed: { position: 'sticky', top: 0, height: '100vh', overflowY: 'auto' },
  shadow: { boxShadow: tokens.shadow16 },
  white: { backgroundColor: tokens.colorNeutralBackground1 },
  gray: { backgroundColor: tokens.colorNeutralBackground3 },
  dark: { backgroundColor: tokens.colorNeutralBackground1 },
  brand: { display: 'flex', alignItems: 'center', gap: '8px', padding: '16px 16px 0' },
  brandCollapsed: { justifyContent: 'center', padding: '16px 0 0' },
  provider: { display: 'contents' },
});

/** The dark palette for a 'dark' menu colour, whatever the page theme. */
function useDarkMenuTheme(enabled: boolean) {
  const primary = useSelector(useAppActor('settings'), (s) => selectSettings(s).primaryColor);
  return useMemo(() => (enabled ? darkTheme(brandVariants(primary)) : null), [enabled, primary]);
}

/**
 * The left menu column (SPEC §2, §9): 256–330 px wide or 80 px collapsed (icons with tooltips),
 * coloured white, gray or dark, with an optional shadow, fixed or scrolling with the page.
 */
export function MenuPane() {
  const styles = useStyles();
  const settingsActor = useAppActor('settings');
  const settings = useSelector(settingsActor, selectSettings);
  const collapsed = useSelector(settingsActor, selectIsMenuCollapsed);
  const darkTheme = useDarkMenuTheme(settings.menuColor === 'dark');
  const width = collapsed ? MENU_WIDTH.collapsed : settings.leftMenuWidth;

  const pane = (
    <aside
      className={mergeClasses(
        styles.aside,
        styles[settings.menuColor],
        !settings.isMenuUnfixed && styles.fixed,
        settings.isMenuShadow && styles.shadow,
      )}
      style={{ width }}
      data-testid="menu-pane"
      data-menu-color={settings.menuColor}
      data-collapsed={collapsed || undefined}
    >
      <div className={mergeClasses(styles.brand, collapsed && styles.brandCollapsed)}>
        <DomainLogo size={32} />
      </div>
      {collapsed ? <LazyCompactMenu orientation="vertical" /> : <LeftMenu />}
    </aside>
  );
  if (!darkTheme) return pane;
  return (
    <FluentProvider theme={darkTheme} className={styles.provider} applyStylesToPortals={false}>
      {pane}
    </FluentProvider>
  );
}
