import {
  type ButtonProps,
  Menu,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ComponentType } from 'react';
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

/** The languages' menu, mounted open by its first click (menus/lazy-menu.tsx). */
export default function LanguageMenu({
  trigger: Trigger,
}: {
  trigger: ComponentType<ButtonProps>;
}) {
  const intl = useIntl();
  const settings = useAppActor('settings');
  const locale = useSelector(settings, selectLocale);
  return (
    <Menu
      defaultOpen
      checkedValues={{ locale: [locale] }}
      onCheckedValueChange={(_, data) => {
        const value = data.checkedItems[0];
        if (value) settings.send({ type: 'settings.set', key: 'locale', value });
      }}
    >
      <MenuTrigger disableButtonEnhancement>
        <Trigger />
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
