import { Switch } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectTheme } from '../../../machines/settings';
import { useAppActor } from '../../app/system/system-context';
import { shellMessages } from './shell-messages';

/** Dark/light switch of the top bar. */
export function ThemeSwitch() {
  const intl = useIntl();
  const settings = useAppActor('settings');
  const dark = useSelector(settings, selectTheme) === 'dark';
  return (
    <Switch
      checked={dark}
      label={intl.formatMessage(shellMessages.darkMode)}
      data-testid="theme-switch"
      onChange={() => settings.send({ type: 'settings.theme.toggle' })}
    />
  );
}
