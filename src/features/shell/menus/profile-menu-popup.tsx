import {
  type ButtonProps,
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
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { selectAccess, selectRole } from '../../../../machines/domain';
import { roleLabels } from '../../../../machines/rules/roles';
import { selectUser } from '../../../../machines/session';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from '../layout/shell-messages';

/** The avatar's menu, mounted open by its first click (lazy-menu.tsx). */
export default function ProfileMenuPopup({
  trigger: Trigger,
}: {
  trigger: ComponentType<ButtonProps>;
}) {
  const intl = useIntl();
  const session = useAppActor('session');
  const domain = useAppActor('domain');
  const user = useSelector(session, selectUser);
  const role = useSelector(domain, selectRole);
  const securityId = useSelector(domain, (s) => selectAccess(s)?.security_id ?? null);
  const [, navigate] = useLocation();
  const name = user?.name ?? '';
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <Trigger />
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
