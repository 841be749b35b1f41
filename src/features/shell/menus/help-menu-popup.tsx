import {
  type ButtonProps,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import {
  BookQuestionMarkRegular,
  LightbulbRegular,
  MailRegular,
  OpenRegular,
} from '@fluentui/react-icons';
import type { ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Message } from '../../../../machines/types/messages';
import { useSupportAction } from '../layout/support-actions';
import { HELP_CENTRE_FAQS_URL, HELP_CENTRE_URL, openExternal, SUPPORT_EMAIL } from './help-centre';

const messages = defineMessages({
  centre: { id: 'help.centre', defaultMessage: 'Abrir el centro de ayuda' },
  faqs: { id: 'help.faqs', defaultMessage: 'Preguntas frecuentes' },
  tips: { id: 'help.tips', defaultMessage: 'Ver los consejos generales' },
  contact: { id: 'help.contact', defaultMessage: 'Escríbenos a {email}' },
});

/** The help centre's menu, mounted open by its first click (lazy-menu.tsx). */
export default function HelpMenuPopup({
  trigger: Trigger,
}: {
  trigger: ComponentType<ButtonProps>;
}) {
  const intl = useIntl();
  const support = useSupportAction();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <Trigger />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<OpenRegular />} onClick={() => openExternal(HELP_CENTRE_URL)}>
            {intl.formatMessage(messages.centre)}
          </MenuItem>
          <MenuItem
            icon={<BookQuestionMarkRegular />}
            onClick={() => openExternal(HELP_CENTRE_FAQS_URL)}
          >
            {intl.formatMessage(messages.faqs)}
          </MenuItem>
          <MenuItem icon={<LightbulbRegular />} onClick={() => support('supportTips')}>
            {intl.formatMessage(messages.tips)}
          </MenuItem>
          <MenuDivider />
          <MenuItem
            icon={<MailRegular />}
            onClick={() => window.location.assign(`mailto:${SUPPORT_EMAIL}`)}
          >
            {intl.formatMessage(messages.contact as Message, { email: SUPPORT_EMAIL })}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
