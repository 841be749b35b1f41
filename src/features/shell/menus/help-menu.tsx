import {
  Button,
  Menu,
  MenuDivider,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tooltip,
} from '@fluentui/react-components';
import {
  BookQuestionMarkRegular,
  LightbulbRegular,
  MailRegular,
  OpenRegular,
  QuestionCircleRegular,
} from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import type { Message } from '../../../../machines/types/messages';
import { useSupportAction } from '../layout/support-actions';
import { HELP_CENTRE_FAQS_URL, HELP_CENTRE_URL, openExternal, SUPPORT_EMAIL } from './help-centre';

const messages = defineMessages({
  button: { id: 'help.button', defaultMessage: 'Centro de ayuda' },
  centre: { id: 'help.centre', defaultMessage: 'Abrir el centro de ayuda' },
  faqs: { id: 'help.faqs', defaultMessage: 'Preguntas frecuentes' },
  tips: { id: 'help.tips', defaultMessage: 'Ver los consejos generales' },
  contact: { id: 'help.contact', defaultMessage: 'Escríbenos a {email}' },
});

/** Top-bar help-centre dropdown (SPEC §2): the external help centre opens in a new tab. */
export function HelpMenu() {
  const intl = useIntl();
  const support = useSupportAction();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Tooltip content={intl.formatMessage(messages.button)} relationship="label">
          <Button appearance="subtle" icon={<QuestionCircleRegular />} data-testid="help-menu" />
        </Tooltip>
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
