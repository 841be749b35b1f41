import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { DismissRegular, TrophyRegular } from '@fluentui/react-icons';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppActor } from '../../../app-kit/system-context';
import { onboardingMessages as m } from './mission-messages';

/** How long the animation plays before the machine records it as shown. */
const CELEBRATION_MS = 3000;

const PIECES = 18;

const useStyles = makeStyles({
  card: {
    position: 'fixed',
    left: '50%',
    bottom: '32px',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '16px 20px',
    maxWidth: 'calc(100vw - 32px)',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow28,
    overflow: 'hidden',
  },
  trophy: { fontSize: '32px', color: tokens.colorPaletteMarigoldForeground1, flexShrink: 0 },
  text: { display: 'grid' },
  piece: {
    position: 'absolute',
    top: '-8px',
    width: '6px',
    height: '10px',
    borderRadius: '1px',
    pointerEvents: 'none',
    animationName: {
      from: { transform: 'translateY(0) rotate(0deg)', opacity: 1 },
      to: { transform: 'translateY(120px) rotate(540deg)', opacity: 0 },
    },
    animationDuration: '1.6s',
    animationTimingFunction: 'ease-in',
    animationIterationCount: 2,
    animationFillMode: 'both',
    // Respect the reader's wish: the card stays, the confetti do not move.
    '@media (prefers-reduced-motion: reduce)': { display: 'none' },
  },
});

const COLOURS = [
  tokens.colorBrandBackground,
  tokens.colorPaletteGreenBackground3,
  tokens.colorPaletteMarigoldBackground3,
  tokens.colorPaletteRedBackground3,
];

/**
 * The once-only completion animation at 100 % (SPEC §4): plays, then the machine sets
 * hasShowedOwnboardingFinishAnimation, so it never shows again. Dismissing ends it early.
 */
export function CompletionCelebration() {
  const styles = useStyles();
  const intl = useIntl();
  const onboarding = useAppActor('onboarding');
  const done = () => onboarding.send({ type: 'onboarding.animation.done' });

  useEffect(() => {
    const timer = setTimeout(
      () => onboarding.send({ type: 'onboarding.animation.done' }),
      CELEBRATION_MS,
    );
    return () => clearTimeout(timer);
  }, [onboarding]);

  return (
    <div className={styles.card} role="status" data-testid="missions-complete">
      {Array.from({ length: PIECES }, (_, i) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed decorative pieces, never reordered.
          key={i}
          aria-hidden="true"
          className={styles.piece}
          style={{
            left: `${(i * 100) / PIECES + 2}%`,
            backgroundColor: COLOURS[i % COLOURS.length],
            animationDelay: `${(i % 6) * 120}ms`,
          }}
        />
      ))}
      <TrophyRegular className={styles.trophy} aria-hidden="true" />
      <span className={styles.text}>
        <Text weight="semibold" size={400}>
          {intl.formatMessage(m.celebrate)}
        </Text>
        <Text>{intl.formatMessage(m.celebrateText)}</Text>
      </span>
      <Button
        appearance="subtle"
        icon={<DismissRegular />}
        aria-label={intl.formatMessage(m.close)}
        onClick={done}
      />
    </div>
  );
}
