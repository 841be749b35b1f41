import { Button, type ButtonProps } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { selectLocale } from '../../../../machines/settings';
import { lazyReady } from '../../../app-kit/lazy-ready';
import { useAppActor } from '../../../app-kit/system-context';
import { LazyMenu } from '../menus/lazy-menu';
import { shellMessages } from './shell-messages';

/** The language button: the menu's trigger, and its stand-in until first opened. */
function LanguageButton(props: ButtonProps) {
  const intl = useIntl();
  const locale = useSelector(useAppActor('settings'), selectLocale);
  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      // The visible code is part of the name (WCAG 2.5.3 label in name).
      aria-label={`${locale.slice(0, 2).toUpperCase()} ${intl.formatMessage(shellMessages.language)}`}
      data-testid="language-switcher"
      data-tour="language-switcher"
      {...props}
    >
      {locale.slice(0, 2).toUpperCase()}
    </Button>
  );
}

const popup = lazyReady(() => import('./language-menu').then((m) => m.default));

/** Top-bar language switcher: es-ES and en-US (SPEC §2). */
export function LanguageSwitcher() {
  return <LazyMenu trigger={LanguageButton} popup={popup} />;
}
