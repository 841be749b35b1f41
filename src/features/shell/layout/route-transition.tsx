import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { Settings } from '../../../../machines/rules/settings';
import { selectSettings } from '../../../../machines/settings';
import { useAppActor } from '../../../app-kit/system-context';

/** Router animations last 300 ms (SPEC §9); `none` is 0. */
const ROUTER_ANIMATION_MS = 300;

const common = {
  animationDuration: `${ROUTER_ANIMATION_MS}ms`,
  animationTimingFunction: 'ease-out',
  animationFillMode: 'both',
  '@media (prefers-reduced-motion: reduce)': { animationDuration: '0ms' },
} as const;

const useStyles = makeStyles({
  page: { display: 'grid', gap: '16px', alignContent: 'start', minWidth: 0 },
  none: {},
  'slide-fadein-up': {
    ...common,
    animationName: {
      from: { opacity: 0, transform: 'translateY(24px)' },
      to: { opacity: 1, transform: 'none' },
    },
  },
  'slide-fadein-right': {
    ...common,
    animationName: {
      from: { opacity: 0, transform: 'translateX(-24px)' },
      to: { opacity: 1, transform: 'none' },
    },
  },
  fadein: { ...common, animationName: { from: { opacity: 0 }, to: { opacity: 1 } } },
  'zoom-fadein': {
    ...common,
    animationName: {
      from: { opacity: 0, transform: 'scale(0.96)' },
      to: { opacity: 1, transform: 'none' },
    },
  },
});

/** Plays the configured router animation each time `path` changes (SPEC §2). */
export function RouteTransition({ path, children }: { path: string; children: ReactNode }) {
  const styles = useStyles();
  const animation: Settings['routerAnimation'] = useSelector(
    useAppActor('settings'),
    (s) => selectSettings(s).routerAnimation,
  );
  // A new key per path remounts the wrapper, which restarts the CSS animation.
  return (
    <div
      key={path}
      className={mergeClasses(styles.page, styles[animation])}
      data-router-animation={animation}
    >
      {children}
    </div>
  );
}
