import {
  makeStaticStyles,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { selectSelectedDomain, selectShowDomainOptions } from '../../../../machines/domain';
import { selectDrawerOpen } from '../../../../machines/menu';
import { selectCelebrating, selectDropdownOpen } from '../../../../machines/onboarding/onboarding';
import { MENU_WIDTH } from '../../../../machines/rules/settings';
import {
  selectIsMenuCollapsed,
  selectIsMobileView,
  selectSettings,
} from '../../../../machines/settings';
import { selectConfirmingMissions } from '../../../../machines/tour';
import { QueryProvider } from '../../../api/query-provider';
import { useAppActor } from '../../../app-kit/system-context';
import { DomainError } from '../domain/domain-error';
import { LazyCompactMenu } from '../menus/lazy-compact-menu';
import { MenuPane } from '../menus/menu-pane';
import { RangeClampNotice } from '../pickers/range-clamp-notice';
import { ActionBar } from './action-bar';
import { Breadcrumbs } from './breadcrumbs';
import { OnDemand } from './on-demand';
import { RouteTransition } from './route-transition';
import { shellMessages } from './shell-messages';
import { TopBar } from './top-bar';

// Card flags of the settings drawer reach every page's cards through attributes on the shell.
const useCardFlags = makeStaticStyles({
  '[data-card-shadow="false"] .fui-Card': { boxShadow: 'none' },
  '[data-squared-borders="true"] .fui-Card, [data-squared-borders="true"] .fui-Button': {
    borderRadius: '0',
  },
  '[data-borderless="true"] .fui-Card': { border: 'none', boxShadow: 'none' },
});

// Panels opened on demand (and the phone menu) are chunks of their own: a cold visit to a page
// downloads the shell it shows, not the settings, the missions or the mobile drawer.
const SettingsDrawer = lazy(() =>
  import('../settings/settings-drawer').then((m) => ({ default: m.SettingsDrawer })),
);
const MissionsCentre = lazy(() =>
  import('../onboarding/missions-centre').then((m) => ({ default: m.MissionsCentre })),
);
const MissionOverlays = lazy(() =>
  import('../onboarding/mission-screens').then((m) => ({ default: m.MissionOverlays })),
);
const DomainModal = lazy(() =>
  import('../domain/domain-modal').then((m) => ({ default: m.DomainModal })),
);
const MobileMenu = lazy(() =>
  import('../menus/mobile-menu').then((m) => ({ default: m.MobileMenu })),
);

const useStyles = makeStyles({
  shell: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    minHeight: '100vh',
    backgroundColor: tokens.colorNeutralBackground2,
  },
  withMenu: { gridTemplateColumns: 'var(--app-menu-width) minmax(0, 1fr)' },
  grayBackground: { backgroundColor: tokens.colorNeutralBackground3 },
  appMaxWidth: { maxWidth: '1536px', margin: '0 auto', width: '100%' },
  column: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  topMenu: {
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  content: {
    display: 'grid',
    gap: '16px',
    padding: '16px 24px',
    alignContent: 'start',
    '@media (max-width: 767px)': { padding: '12px 16px' },
  },
  contentMaxWidth: { maxWidth: '1280px', width: '100%', margin: '0 auto', boxSizing: 'border-box' },
  gate: {
    minHeight: '100vh',
    display: 'grid',
    placeItems: 'center',
    alignContent: 'center',
    gap: '16px',
    padding: '24px',
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
  },
});

/**
 * SPEC §9: a resize event 100 ms after the sidebar collapses or expands and 200 ms after the
 * mobile menu opens or closes, so widgets that measure themselves (charts) lay out again.
 */
function useLayoutResizeEvents(collapsed: boolean, drawerOpen: boolean) {
  const first = useRef(true);
  useEffect(() => {
    void collapsed;
    if (first.current) return;
    const t = setTimeout(() => window.dispatchEvent(new Event('resize')), 100);
    return () => clearTimeout(t);
  }, [collapsed]);
  useEffect(() => {
    void drawerOpen;
    if (first.current) return;
    const t = setTimeout(() => window.dispatchEvent(new Event('resize')), 200);
    return () => clearTimeout(t);
  }, [drawerOpen]);
  useEffect(() => {
    first.current = false;
  }, []);
}

/**
 * Before a domain is chosen nothing of the console shows: only the domain modal (or the loading
 * state and the domain error), since menu and pages depend on the domain's role and modules.
 */
function DomainGate() {
  const styles = useStyles();
  const intl = useIntl();
  const loading = useSelector(useAppActor('domain'), (s) => s.hasTag('loading'));
  return (
    <div className={styles.gate} data-testid="domain-gate">
      {loading && <Spinner label={intl.formatMessage(shellMessages.loadingDomain)} />}
      <DomainError />
    </div>
  );
}

interface MainLayoutProps {
  path: string;
  /** The page's guided tour: the app composes it from the tour feature (features stay apart). */
  tour?: ReactNode;
  children: ReactNode;
}

/**
 * The main layout (SPEC §2): the domain gate until a domain is chosen, then the shell. The domain
 * modal is one instance across both: choosing closes it, so Fluent's modal lets go of the page
 * (a dialog torn down while open could leave the new shell hidden from assistive technology).
 */
export function MainLayout({ path, tour, children }: MainLayoutProps) {
  const menu = useAppActor('menu');
  const domain = useAppActor('domain');
  const domainId = useSelector(domain, (s) => selectSelectedDomain(s)?.id ?? null);
  const domainModalOpen = useSelector(domain, selectShowDomainOptions);

  // The menu machine recalculates selected and opened keys from the path.
  useEffect(() => {
    menu.send({ type: 'menu.route', path });
  }, [menu, path]);

  return (
    <QueryProvider domainId={domainId}>
      {domainId !== null ? (
        <Shell path={path} tour={tour}>
          {children}
        </Shell>
      ) : (
        <DomainGate />
      )}
      <OnDemand wanted={domainModalOpen} view={DomainModal} />
    </QueryProvider>
  );
}

/** Menu left, on top or absent; top bar, action bar and the page. */
function Shell({ path, tour, children }: MainLayoutProps) {
  useCardFlags();
  const styles = useStyles();
  const menu = useAppActor('menu');
  const settingsActor = useAppActor('settings');
  const settings = useSelector(settingsActor, selectSettings);
  const mobile = useSelector(settingsActor, selectIsMobileView);
  const collapsed = useSelector(settingsActor, selectIsMenuCollapsed);
  const drawerOpen = useSelector(menu, selectDrawerOpen);
  const settingsOpen = useSelector(settingsActor, (s) => s.matches({ drawer: 'open' }));
  const onboarding = useAppActor('onboarding');
  const missionsOpen = useSelector(onboarding, selectDropdownOpen);
  // The help hint after activate tips and the completion animation show outside the centre.
  const missionOverlays = useSelector(
    onboarding,
    (s) =>
      s.context.missions.activateTips ||
      s.context.missions.massiveUpload ||
      s.context.missions.individualUpload ||
      selectCelebrating(s),
  );
  // The missions follow the route (welcome hands over to add employees on the people page; the
  // individual upload tour moves between the list and the form).
  useEffect(() => {
    onboarding.send({ type: 'onboarding.route', path });
  }, [onboarding, path]);
  const confirmingMissions = useSelector(useAppActor('tour'), selectConfirmingMissions);
  useLayoutResizeEvents(collapsed, drawerOpen);

  const layout = mobile ? 'mobile' : settings.menuLayoutType;
  const width = collapsed ? MENU_WIDTH.collapsed : settings.leftMenuWidth;

  return (
    <div
      className={mergeClasses(
        styles.shell,
        layout === 'left' && styles.withMenu,
        settings.isGrayBackground && styles.grayBackground,
        settings.isAppMaxWidth && styles.appMaxWidth,
      )}
      style={{ '--app-menu-width': `${width}px` } as React.CSSProperties}
      data-testid="main-layout"
      data-layout={layout}
      data-card-shadow={String(settings.isCardShadow)}
      data-squared-borders={String(settings.isSquaredBorders)}
      data-borderless={String(settings.isBorderless)}
    >
      {layout === 'left' && <MenuPane />}
      <div className={styles.column}>
        <TopBar />
        {layout === 'top' && (
          <div className={styles.topMenu}>
            <LazyCompactMenu orientation="horizontal" />
          </div>
        )}
        <ActionBar />
        <main
          className={mergeClasses(
            styles.content,
            settings.isContentMaxWidth && styles.contentMaxWidth,
          )}
        >
          <Breadcrumbs />
          <RangeClampNotice />
          <DomainError />
          <RouteTransition path={path}>
            {/* The page's chunk (the page views are lazy) suspends here, not above the layout:
                hiding the whole layout the moment a domain is chosen would tear down the closing
                domain modal before it lifts aria-hidden from the app root, and the console would
                stay hidden from assistive technology. */}
            <Suspense fallback={null}>{children}</Suspense>
          </RouteTransition>
        </main>
      </div>
      {layout === 'mobile' && (
        <Suspense fallback={null}>
          <MobileMenu />
        </Suspense>
      )}
      <OnDemand wanted={settingsOpen} view={SettingsDrawer} />
      <OnDemand wanted={missionsOpen || confirmingMissions} view={MissionsCentre} />
      <OnDemand wanted={missionOverlays} view={MissionOverlays} />
      {/* A page's tour waits for the settings drawer to close: turning tips on there makes the
          page's tour due, and its step would take the focus (and the Escape) from the drawer. */}
      {!settingsOpen && tour}
    </div>
  );
}
