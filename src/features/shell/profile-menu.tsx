import {
  Avatar,
  Button,
  Menu,
  MenuDivider,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LockClosedRegular, SignOutRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess, selectRole } from '../../../machines/domain';
import { initialsOf } from '../../../machines/rules/display-name';
import { roleLabels } from '../../../machines/rules/roles';
import { selectUser } from '../../../machines/session';
import { useAppActor } from '../../app-kit/system-context';
import { shellMessages } from './shell-messages';

/** Avatar menu: who is signed in, in which role, and the logout. */
export function ProfileMenu() {
  const intl = useIntl();
  const session = useAppActor('session');
  const domain = useAppActor('domain');
  const user = useSelector(session, selectUser);
  const role = useSelector(domain, selectRole);
  const securityId = useSelector(domain, (s) => selectAccess(s)?.security_id ?? null);
  const [, navigate] = useLocation();
  const name = user?.name ?? '';
  const initials = initialsOf(name);
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
            <Avatar name={name} initials={initials} size={28} color="brand" aria-hidden="true" />
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
              // Unlocking returns to this page as it is (issue 11 item 3).
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
