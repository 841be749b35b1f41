import { makeStyles, tokens } from '@fluentui/react-components';

// Fluent's Spinner costs ~3 KB gzip in the sign-in bundle for one 16 px ring; this is that ring.
const useStyles = makeStyles({
  ring: {
    display: 'inline-block',
    width: '16px',
    height: '16px',
    boxSizing: 'border-box',
    borderRadius: '50%',
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    borderTopColor: tokens.colorBrandForeground1,
    animationName: { to: { transform: 'rotate(360deg)' } },
    animationDuration: '0.8s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
  },
});

/** A small busy ring for a button that is waiting (decorative: the button says what waits). */
export function BusySpinner() {
  return <span className={useStyles().ring} aria-hidden="true" data-testid="busy-spinner" />;
}
