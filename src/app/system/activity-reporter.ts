import { selectSelectedDomain } from '../../../machines/domain';
import { selectSettings } from '../../../machines/settings';
import type { AdminClient } from '../../api/clients';
import type { AppActors } from '../../app-kit/app-actors';
import { type ActivityInput, type ActivityState, activityChanges } from './activity-changes';

// A colour picker reports every step of a drag; the log wants the colour the admin settled on.
const SETTLE_MS = 1500;

/**
 * Reports the actions the console takes on its own (domain switches, audited settings) to the
 * server's activity log. Best effort: the log is an audit aid, so a failed call is only logged.
 */
export function startActivityReporter(
  actors: Pick<AppActors, 'domain' | 'settings'>,
  admin: AdminClient,
): () => void {
  const read = (): ActivityState => {
    const d = selectSelectedDomain(actors.domain.getSnapshot());
    const s = selectSettings(actors.settings.getSnapshot());
    return {
      domain: d ? { securityId: d.security_id, brandId: d.brandId, name: d.name } : null,
      settings: {
        locale: s.locale,
        theme: s.theme,
        primaryColor: s.primaryColor,
        menuLayoutType: s.menuLayoutType,
      },
    };
  };
  let last = read();
  const pending = new Map<string, ReturnType<typeof setTimeout>>();

  const send = (domain: NonNullable<ActivityState['domain']>, body: ActivityInput) => {
    const query = { security_id: domain.securityId, brand_id: domain.brandId ?? undefined };
    admin.POST('/admin/v2/activity-log', { params: { query }, body }).then(
      ({ error }) => error && console.warn('activity: not recorded', error),
      (error: unknown) => console.warn('activity: not recorded', error),
    );
  };

  const onChange = () => {
    const next = read();
    const domain = next.domain;
    for (const entry of activityChanges(last, next)) {
      if (!domain) continue;
      const slot = entry.action === 'domain_change' ? entry.action : entry.key;
      clearTimeout(pending.get(slot));
      const delay =
        entry.action === 'settings_change' && entry.key === 'primaryColor' ? SETTLE_MS : 0;
      pending.set(
        slot,
        setTimeout(() => {
          pending.delete(slot);
          send(domain, entry);
        }, delay),
      );
    }
    last = next;
  };

  const subs = [actors.domain.subscribe(onChange), actors.settings.subscribe(onChange)];
  return () => {
    for (const sub of subs) sub.unsubscribe();
    for (const timer of pending.values()) clearTimeout(timer);
  };
}
