import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    top: 0,
    left: 0,
    height: '3px',
    width: '100%',
    zIndex: 30000,
    pointerEvents: 'none',
    transformOrigin: '0 50%',
    backgroundColor: tokens.colorBrandBackground,
    animationName: {
      '0%': { transform: 'scaleX(0)', opacity: 1 },
      '70%': { transform: 'scaleX(1)', opacity: 1 },
      '100%': { transform: 'scaleX(1)', opacity: 0 },
    },
    animationDuration: '600ms',
    animationTimingFunction: 'ease-out',
    animationFillMode: 'forwards',
    '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
  },
});

/** The thin progress bar at the top of the page on each route change (SPEC §2). */
export function RouteProgress({ path }: { path: string }) {
  const styles = useStyles();
  // Keyed by path: each navigation mounts a fresh bar whose animation runs once and fades out.
  return <div key={path} className={styles.bar} aria-hidden="true" data-testid="route-progress" />;
}
