import { Button, type ButtonProps, Tooltip } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { lazy } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { LazyMenu } from './lazy-menu';

const messages = defineMessages({
  button: { id: 'help.button', defaultMessage: 'Centro de ayuda' },
});

/** The help centre's top-bar button (the menu's trigger, and its stand-in until first opened). */
function HelpButton(props: ButtonProps) {
  const intl = useIntl();
  return (
    <Tooltip content={intl.formatMessage(messages.button)} relationship="label">
      <Button
        appearance="subtle"
        icon={<QuestionCircleRegular />}
        data-testid="help-menu"
        {...props}
      />
    </Tooltip>
  );
}

const loadPopup = () => import('./help-menu-popup');
const HelpMenuPopup = lazy(loadPopup);

/** Top-bar help-centre dropdown (SPEC §2): the external help centre opens in a new tab. */
export function HelpMenu() {
  return <LazyMenu trigger={HelpButton} popup={HelpMenuPopup} preload={loadPopup} />;
}
