import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  Switch,
  Text,
} from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { ActorRefFrom } from 'xstate';
import type { activateTipsMachine } from '../../../../machines/onboarding/activate-tips';
import { onboardingMessages as m } from './mission-messages';

type ActivateTipsActor = ActorRefFrom<typeof activateTipsMachine>;

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '12px' },
  footer: { display: 'flex', justifyContent: 'flex-end' },
  hint: { display: 'grid', gap: '8px', maxWidth: '280px' },
});

/**
 * The activate-tips mission in the missions centre (SPEC §4): the tips toggle (on by default).
 * Finish applies it (showTour, tours restarted, centre hidden); the help hint follows.
 */
export function ActivateTipsPanel({ actor }: { actor: ActivateTipsActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const enabled = useSelector(actor, (s) => s.context.enabled);
  const choosing = useSelector(actor, (s) => s.matches('choosing'));
  if (!choosing) return null;
  return (
    <section
      className={styles.panel}
      aria-label={intl.formatMessage(m.tipsTitle)}
      data-testid="mission-activate-tips"
      data-state="choosing"
    >
      <Text weight="semibold" size={400}>
        {intl.formatMessage(m.tipsTitle)}
      </Text>
      <Text>{intl.formatMessage(m.tipsIntro)}</Text>
      <Switch
        checked={enabled}
        label={intl.formatMessage(m.tipsToggle)}
        onChange={() => actor.send({ type: 'activateTips.toggle' })}
      />
      <div className={styles.footer}>
        <Button appearance="primary" onClick={() => actor.send({ type: 'activateTips.finish' })}>
          {intl.formatMessage(m.finish)}
        </Button>
      </div>
    </section>
  );
}

/** Where the help button is in sight (the top bar on a desk; the overflow menu on a phone). */
function helpButton(): HTMLElement | null {
  const candidates = [
    document.querySelector<HTMLElement>('[data-testid="help-menu"]'),
    document.querySelector<HTMLElement>('[data-testid="topbar-more"]'),
  ];
  return candidates.find((el) => el && el.getClientRects().length > 0) ?? null;
}

/**
 * The closing hint, beside the help-centre button. It stays until read (a tour restarted by
 * Finish may start beside it): only its button or Escape closes it.
 */
export function HelpHint({ actor }: { actor: ActivateTipsActor }) {
  const styles = useStyles();
  const intl = useIntl();
  const titleId = useId();
  const close = () => actor.send({ type: 'activateTips.close' });
  return (
    <Popover
      open
      withArrow
      positioning={{ target: helpButton(), position: 'below', align: 'end' }}
      onOpenChange={(event, d) => {
        if (!d.open && 'key' in event && event.key === 'Escape') close();
      }}
    >
      <PopoverSurface
        aria-labelledby={titleId}
        role="dialog"
        data-testid="mission-help-hint"
        data-state="helpHint"
      >
        <div className={styles.hint}>
          <Text id={titleId} weight="semibold">
            {intl.formatMessage(m.hintTitle)}
          </Text>
          <Text>{intl.formatMessage(m.hintText)}</Text>
          <Button appearance="primary" onClick={close}>
            {intl.formatMessage(m.hintOk)}
          </Button>
        </div>
      </PopoverSurface>
    </Popover>
  );
}
