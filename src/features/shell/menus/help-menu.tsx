import { Button, type ButtonProps, Tooltip } from '@fluentui/react-components';
import { QuestionCircleRegular } from '@fluentui/react-icons';
import { defineMessages, useIntl } from 'react-intl';
import { lazyReady } from '../../../app-kit/lazy-ready';
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

const popup = lazyReady(() => import('./help-menu-popup').then((m) => m.default));

/** Top-bar help-centre dropdown (SPEC §2): the external help centre opens in a new tab. */
export function HelpMenu() {
  return <LazyMenu trigger={HelpButton} popup={popup} />;
}
