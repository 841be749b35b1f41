import {
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { LockClosedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess, selectRole } from '../../../../machines/domain';
import { initialsOf } from '../../../../machines/rules/display-name';
import { roleLabels } from '../../../../machines/rules/roles';
import { selectUser } from '../../../../machines/session';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';

// The initials circle is drawn here rather than with Fluent's Avatar: the Avatar (with its
// presence badge and image handling) cost ~9 KB gzip on every console visit for two letters.
const useStyles = makeStyles({
  initials: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackgroundStatic,
    color: tokens.colorNeutralForegroundStaticInverted,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: 1,
  },
  picture: {
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusCircular,
    objectFit: 'cover',
  },
});

/** Avatar menu: who is signed in, in which role, and the logout. */
export function ProfileMenu() {
  const intl = useIntl();
  const styles = useStyles();
  const session = useAppActor('session');
  const domain = useAppActor('domain');
  const user = useSelector(session, selectUser);
  const role = useSelector(domain, selectRole);
  const securityId = useSelector(domain, (s) => selectAccess(s)?.security_id ?? null);
  const [, navigate] = useLocation();
  const name = user?.name ?? '';
  const initials = initialsOf(name);
  const picture = user?.profileImage ?? null;
  // Remembers which address failed, so a new picture is tried afresh.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          // The visible initials lead the name (WCAG 2.5.3 label in name).
          aria-label={`${initials} ${intl.formatMessage(shellMessages.profile)}: ${name}`}
          data-testid="profile-menu"
          data-tour="profile-menu"
          icon={
            // The admin's picture (SPEC §3 profile_image), else the initials; the button's label
            // names them, so the picture itself is decorative.
            picture && picture !== failed ? (
              <img
                className={styles.picture}
                src={picture}
                alt=""
                data-testid="profile-picture"
                onError={() => setFailed(picture)}
              />
            ) : (
              <span className={styles.initials} aria-hidden="true">
                {initials}
              </span>
            )
          }
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroupHeader>{name}</MenuGroupHeader>
          {user?.email && <MenuItem disabled>{user.email}</MenuItem>}
          {role && <MenuItem disabled>{intl.formatMessage(roleLabels[role])}</MenuItem>}
          <MenuDivider />
          <MenuItem
            icon={<LockClosedRegular />}
            onClick={() =>
              // Unlocking returns to this page as it is.
              navigate('/auth/lockscreen', {
                state: { returnTo: `${window.location.pathname}${window.location.search}` },
              })
            }
          >
            {intl.formatMessage(shellMessages.lock)}
          </MenuItem>
          <MenuItem
            icon={<SignOutRegular />}
            onClick={() => session.send({ type: 'session.logout', securityId })}
          >
            {intl.formatMessage(shellMessages.logout)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
