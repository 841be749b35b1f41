// The brand's positions and active topics, read once per domain for the role and topic filters
// of the report pages (user ranking, training reports, practical exams).
import { useApiClients } from '../../api/api-context';
import type { AdminClient } from '../../api/clients';
import { noScopeYet } from '../../api/no-scope-yet';
import { useRead } from '../../api/use-read';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';

/** The brand's positions (the role filter). */
function listPositions(admin: AdminClient, scope: ScopeQuery, signal: AbortSignal) {
  return admin.GET('/admin/v2/positions', { params: { query: domainQuery(scope) }, signal });
}

/** The brand's active topics (the topic filter). */
function listTopics(admin: AdminClient, scope: ScopeQuery, signal: AbortSignal) {
  return admin.GET('/admin/v2/topics', { params: { query: domainQuery(scope) }, signal });
}

export interface OptionsRead {
  options: readonly { id: number; name: string }[];
  failed: boolean;
}

/** Positions and topics of the scope's brand; empty until the scope is known. */
export function useBrandOptions(scope: ScopeQuery | null): {
  positions: OptionsRead;
  topics: OptionsRead;
} {
  const { admin } = useApiClients();
  const key = scope ? [scope.security_id, scope.brand_id] : [];
  const positions = useRead(
    (signal) => (scope ? listPositions(admin, scope, signal) : noScopeYet()),
    [admin, ...key],
  );
  const topics = useRead(
    (signal) => (scope ? listTopics(admin, scope, signal) : noScopeYet()),
    [admin, ...key],
  );
  return {
    positions: { options: positions.data ?? [], failed: positions.error !== null },
    topics: { options: topics.data ?? [], failed: topics.error !== null },
  };
}
