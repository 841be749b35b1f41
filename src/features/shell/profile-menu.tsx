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
import { SignOutRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectAccess, selectRole } from '../../../machines/domain';
import { roleLabels } from '../../../machines/rules/roles';
import { selectUser } from '../../../machines/session';
import { useAppActor } from '../../app/system/system-context';
import { shellMessages } from './shell-messages';

/** Avatar menu: who is signed in, in which role, and the logout. */
export function ProfileMenu() {
  const intl = useIntl();
  const session = useAppActor('session');
  const domain = useAppActor('domain');
  const user = useSelector(session, selectUser);
  const role = useSelector(domain, selectRole);
  const securityId = useSelector(domain, (s) => selectAccess(s)?.security_id ?? null);
  const name = user?.name ?? '';
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={intl.formatMessage(shellMessages.profile)}
          data-testid="profile-menu"
          icon={<Avatar name={name} size={28} color="brand" />}
        />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroupHeader>{name}</MenuGroupHeader>
          {user?.email && <MenuItem disabled>{user.email}</MenuItem>}
          {role && <MenuItem disabled>{intl.formatMessage(roleLabels[role])}</MenuItem>}
          <MenuDivider />
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
