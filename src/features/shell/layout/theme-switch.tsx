import { Switch } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectTheme } from '../../../../machines/settings';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from './shell-messages';

/** Dark/light switch of the top bar; `compact` drops the visible label (it stays the name). */
export function ThemeSwitch({ compact = false }: { compact?: boolean }) {
  const intl = useIntl();
  const settings = useAppActor('settings');
  const dark = useSelector(settings, selectTheme) === 'dark';
  const label = intl.formatMessage(shellMessages.darkMode);
  return (
    <Switch
      checked={dark}
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      data-testid="theme-switch"
      data-tour="theme-switch"
      onChange={() => settings.send({ type: 'settings.theme.toggle' })}
    />
  );
}
