import '../ui/fluent-tokens.css';
import './route-progress.css';

/** The thin progress bar at the top of the page on each route change (SPEC §2). */
export function RouteProgress({ path }: { path: string }) {
  // Keyed by path: each navigation mounts a fresh bar whose animation runs once and fades out.
  return (
    <div key={path} className="route-progress" aria-hidden="true" data-testid="route-progress" />
  );
}
