import { Button, makeStyles, mergeClasses, Tooltip, tokens } from '@fluentui/react-components';
import { NavigationRegular, SettingsRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectIsMobileView, selectSettings } from '../../../../machines/settings';
import { useAppActor } from '../../../app-kit/system-context';
import { BrandKeyShare } from '../brand-key/brand-key-share';
import { DomainLogo } from '../domain/domain-logo';
import { DomainSwitcher } from '../domain/domain-switcher';
import { BookmarksMenu } from '../menus/bookmarks-menu';
import { HelpMenu } from '../menus/help-menu';
import { ProfileMenu } from '../menus/profile-menu';
import { MissionsButton } from '../onboarding/missions-button';
import { LanguageSwitcher } from './language-switcher';
import { shellMessages } from './shell-messages';
import { ThemeSwitch } from './theme-switch';
import { TopBarOverflow } from './top-bar-overflow';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '4px',
    minHeight: '56px',
    padding: '4px 16px',
    boxSizing: 'border-box',
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    zIndex: 10,
  },
  fixed: { position: 'sticky', top: 0 },
  // One row on a phone: the domain name gives way (ellipsis) before the buttons do.
  oneRow: { flexWrap: 'nowrap' },
  domain: { minWidth: 0, flexShrink: 1, overflow: 'hidden', display: 'flex' },
  gray: { backgroundColor: tokens.colorNeutralBackground3 },
  mobile: { padding: '4px 8px' },
  spacer: { flexGrow: 1 },
});

/**
 * The top bar (SPEC §2): menu handle, bookmarks, domain switcher, help centre, language, brand
 * key, dark/light switch, missions centre, settings and the profile menu. On a phone it stays one
 * sticky row: menu handle, domain, missions and profile; the rest sits in "Más opciones".
 */
export function TopBar() {
  const styles = useStyles();
  const intl = useIntl();
  const settingsActor = useAppActor('settings');
  const menu = useAppActor('menu');
  const settings = useSelector(settingsActor, selectSettings);
  const mobile = useSelector(settingsActor, selectIsMobileView);
  const leftMenu = !mobile && settings.menuLayoutType === 'left';
  // On a phone these fold into "Más opciones" (with the bookmarks) so the bar stays one row.
  const tools = (
    <>
      {mobile && <BookmarksMenu />}
      <HelpMenu />
      <LanguageSwitcher />
      <BrandKeyShare />
      <ThemeSwitch compact={mobile} />
      <Tooltip content={intl.formatMessage(shellMessages.settingsOpen)} relationship="label">
        <Button
          appearance="subtle"
          icon={<SettingsRegular />}
          data-testid="settings-button"
          onClick={() =>
            settingsActor.send({ type: 'settings.set', key: 'isSidebarOpen', value: true })
          }
        />
      </Tooltip>
    </>
  );

  return (
    <header
      className={mergeClasses(
        styles.bar,
        // Sticky on a phone whatever the setting: a tour scrolling to its step keeps it in view.
        (settings.isTopbarFixed || mobile) && styles.fixed,
        settings.isGrayTopbar && styles.gray,
        mobile && styles.mobile,
        mobile && styles.oneRow,
      )}
    >
      {mobile && (
        <Button
          appearance="subtle"
          icon={<NavigationRegular />}
          aria-label={intl.formatMessage(shellMessages.openMenu)}
          data-testid="menu-handle"
          onClick={() => menu.send({ type: 'menu.drawer.toggle' })}
        />
      )}
      {leftMenu && (
        <Tooltip content={intl.formatMessage(shellMessages.toggleMenu)} relationship="label">
          <Button
            appearance="subtle"
            icon={<NavigationRegular />}
            data-testid="menu-collapse"
            onClick={() => settingsActor.send({ type: 'settings.menu.toggle' })}
          />
        </Tooltip>
      )}
      {!mobile && !leftMenu && <DomainLogo size={28} />}
      {mobile ? (
        <div className={styles.domain}>
          <DomainSwitcher />
        </div>
      ) : (
        <>
          <BookmarksMenu />
          <DomainSwitcher />
        </>
      )}
      <div className={styles.spacer} />
      {mobile ? (
        <>
          <MissionsButton />
          <TopBarOverflow>{tools}</TopBarOverflow>
        </>
      ) : (
        <>
          {tools}
          <MissionsButton />
        </>
      )}
      <ProfileMenu />
    </header>
  );
}
