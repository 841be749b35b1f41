import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  Input,
  makeStyles,
  OverlayDrawer,
  Radio,
  RadioGroup,
  Select,
  Slider,
  Subtitle2,
  Switch,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useSelector } from '@xstate/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import {
  AUTH_PAGE_COLORS,
  MENU_COLORS,
  MENU_LAYOUTS,
  MENU_WIDTH,
  ROUTER_ANIMATIONS,
  type SettingKey,
  type Settings,
} from '../../../../machines/rules/settings';
import { selectSettings } from '../../../../machines/settings';
import { selectTipsOn } from '../../../../machines/tour';
import type { Message } from '../../../../machines/types/messages';
import { useAppActor } from '../../../app-kit/system-context';
import { ALL_LOCALES, LOCALE_NAMES } from '../../../i18n/locales';
import { settingsMessages as m } from './settings-messages';

const useStyles = makeStyles({
  body: { display: 'grid', gap: '20px', paddingBottom: '24px' },
  section: {
    display: 'grid',
    gap: '8px',
    paddingTop: '12px',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  color: { display: 'flex', alignItems: 'center', gap: '8px' },
  swatch: { width: '40px', height: '32px', padding: 0, border: 'none', background: 'none' },
});

type BooleanKey = {
  [K in SettingKey]: Settings[K] extends boolean ? K : never;
}[SettingKey];

const MENU_SWITCHES: [BooleanKey, MessageDescriptor][] = [
  ['isMenuCollapsed', m.isMenuCollapsed],
  ['isMenuShadow', m.isMenuShadow],
  ['isMenuUnfixed', m.isMenuUnfixed],
];

const LAYOUT_SWITCHES: [BooleanKey, MessageDescriptor][] = [
  ['isTopbarFixed', m.isTopbarFixed],
  ['isGrayTopbar', m.isGrayTopbar],
  ['isContentMaxWidth', m.isContentMaxWidth],
  ['isAppMaxWidth', m.isAppMaxWidth],
  ['isGrayBackground', m.isGrayBackground],
  ['isCardShadow', m.isCardShadow],
  ['isSquaredBorders', m.isSquaredBorders],
  ['isBorderless', m.isBorderless],
  ['showDatePicker', m.showDatePicker],
  ['showDashboardCalendar', m.showDashboardCalendar],
];

const LAYOUT_NAMES: Record<(typeof MENU_LAYOUTS)[number], MessageDescriptor> = {
  left: m.menuLayoutLeft,
  top: m.menuLayoutTop,
  nomenu: m.menuLayoutNone,
};

const COLOR_NAMES: Record<
  (typeof AUTH_PAGE_COLORS | typeof MENU_COLORS)[number],
  MessageDescriptor
> = { white: m.colorWhite, gray: m.colorGray, dark: m.colorDark, image: m.colorImage };

const ANIMATION_NAMES: Record<(typeof ROUTER_ANIMATIONS)[number], MessageDescriptor> = {
  none: m.animationNone,
  'slide-fadein-up': m.animationSlideUp,
  'slide-fadein-right': m.animationSlideRight,
  fadein: m.animationFade,
  'zoom-fadein': m.animationZoom,
};

/**
 * The settings drawer (SPEC §2): every setting of the settings machine, applied as it changes
 * and persisted by the machine. Its own open state is the `isSidebarOpen` setting.
 */
export function SettingsDrawer() {
  const styles = useStyles();
  const intl = useIntl();
  const actor = useAppActor('settings');
  const settings = useSelector(actor, selectSettings);
  const tour = useAppActor('tour');
  const tipsOn = useSelector(tour, selectTipsOn);
  const open = useSelector(actor, (s) => s.matches({ drawer: 'open' }));
  const set = (key: SettingKey, value: unknown) => actor.send({ type: 'settings.set', key, value });
  const text = (d: MessageDescriptor) => intl.formatMessage(d);

  const switches = (list: [BooleanKey, MessageDescriptor][]) =>
    list.map(([key, label]) => (
      <Switch
        key={key}
        checked={settings[key]}
        label={text(label)}
        data-setting={key}
        onChange={(_, d) => set(key, d.checked)}
      />
    ));

  const radios = <T extends string>(
    key: SettingKey,
    label: MessageDescriptor,
    choices: readonly T[],
    names: Record<T, MessageDescriptor>,
  ) => (
    <Field label={text(label)}>
      <RadioGroup
        // Long lists stack so the narrow drawer never scrolls sideways.
        layout={choices.length > 3 ? 'vertical' : 'horizontal'}
        value={String(settings[key])}
        data-setting={key}
        onChange={(_, d) => set(key, d.value)}
      >
        {choices.map((c) => (
          <Radio key={c} value={c} label={text(names[c])} />
        ))}
      </RadioGroup>
    </Field>
  );

  return (
    <OverlayDrawer
      position="end"
      size="small"
      open={open}
      onOpenChange={(_, d) => !d.open && set('isSidebarOpen', false)}
      aria-label={text(m.title)}
      data-testid="settings-drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={text(m.close)}
              icon={<DismissRegular />}
              onClick={() => set('isSidebarOpen', false)}
            />
          }
        >
          {text(m.title)}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <section className={styles.section} aria-label={text(m.sectionRegion)}>
          <Subtitle2 as="h3">{text(m.sectionRegion)}</Subtitle2>
          <Field label={text(m.locale)}>
            <Select
              value={settings.locale}
              data-setting="locale"
              onChange={(_, d) => set('locale', d.value)}
            >
              {ALL_LOCALES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LOCALE_NAMES[l]}
                </option>
              ))}
            </Select>
          </Field>
        </section>

        <section className={styles.section} aria-label={text(m.sectionTips)}>
          <Subtitle2 as="h3">{text(m.sectionTips)}</Subtitle2>
          {/* The way back from "No volver a mostrar consejos": kept with the admin on the server. */}
          <Switch
            checked={tipsOn}
            label={text(m.showTips)}
            data-setting="showTour"
            onChange={(_, d) => tour.send({ type: 'tour.show.set', value: d.checked })}
          />
        </section>

        <section className={styles.section} aria-label={text(m.sectionAppearance)}>
          <Subtitle2 as="h3">{text(m.sectionAppearance)}</Subtitle2>
          <Switch
            checked={settings.theme === 'dark'}
            label={text(m.darkTheme)}
            data-setting="theme"
            onChange={(_, d) => set('theme', d.checked ? 'dark' : 'default')}
          />
          <Field label={text(m.primaryColor)}>
            <div className={styles.color}>
              <input
                type="color"
                className={styles.swatch}
                value={settings.primaryColor.length === 7 ? settings.primaryColor : '#184a7b'}
                aria-label={text(m.primaryColor)}
                data-setting="primaryColor"
                onChange={(e) => set('primaryColor', e.target.value)}
              />
              <Input
                value={settings.primaryColor}
                aria-label={text(m.primaryColor)}
                readOnly
                size="small"
              />
            </div>
          </Field>
          {radios('routerAnimation', m.routerAnimation, ROUTER_ANIMATIONS, ANIMATION_NAMES)}
          {radios('authPagesColor', m.authPagesColor, AUTH_PAGE_COLORS, COLOR_NAMES)}
        </section>

        <section className={styles.section} aria-label={text(m.sectionMenu)}>
          <Subtitle2 as="h3">{text(m.sectionMenu)}</Subtitle2>
          {radios('menuLayoutType', m.menuLayoutType, MENU_LAYOUTS, LAYOUT_NAMES)}
          {radios('menuColor', m.menuColor, MENU_COLORS, COLOR_NAMES)}
          {switches(MENU_SWITCHES)}
          <Field
            label={intl.formatMessage(m.leftMenuWidth as Message, {
              width: settings.leftMenuWidth,
            })}
          >
            <Slider
              min={MENU_WIDTH.min}
              max={MENU_WIDTH.max}
              value={settings.leftMenuWidth}
              data-setting="leftMenuWidth"
              onChange={(_, d) => set('leftMenuWidth', d.value)}
            />
          </Field>
        </section>

        <section className={styles.section} aria-label={text(m.sectionLayout)}>
          <Subtitle2 as="h3">{text(m.sectionLayout)}</Subtitle2>
          {switches(LAYOUT_SWITCHES)}
        </section>
      </DrawerBody>
    </OverlayDrawer>
  );
}
