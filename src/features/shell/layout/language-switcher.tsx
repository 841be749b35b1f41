import {
  Button,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../../../machines/rules/settings';
import { selectLocale } from '../../../../machines/settings';
import { useAppActor } from '../../../app-kit/system-context';
import { shellMessages } from './shell-messages';

const LOCALE_NAMES: Record<(typeof LOCALES)[number], MessageDescriptor> = {
  'es-ES': shellMessages.localeEs,
  'en-US': shellMessages.localeEn,
};

/** Top-bar language switcher: es-ES and en-US (SPEC §2). */
export function LanguageSwitcher() {
  const intl = useIntl();
  const settings = useAppActor('settings');
  const locale = useSelector(settings, selectLocale);
  return (
    <Menu
      checkedValues={{ locale: [locale] }}
      onCheckedValueChange={(_, data) => {
        const value = data.checkedItems[0];
        if (value) settings.send({ type: 'settings.set', key: 'locale', value });
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          icon={<LocalLanguageRegular />}
          // The visible code is part of the name (WCAG 2.5.3 label in name).
          aria-label={`${locale.slice(0, 2).toUpperCase()} ${intl.formatMessage(shellMessages.language)}`}
          data-testid="language-switcher"
          data-tour="language-switcher"
        >
          {locale.slice(0, 2).toUpperCase()}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {LOCALES.map((l) => (
            <MenuItemRadio key={l} name="locale" value={l} lang={l}>
              {intl.formatMessage(LOCALE_NAMES[l])}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
