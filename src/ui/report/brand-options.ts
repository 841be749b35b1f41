// The brand's positions and active topics, read once per domain for the role and topic filters
// of the report pages (user ranking, training reports, practical exams).
import { useApiQueries } from '../../api/api-queries';
import { NOT_YET } from '../../api/not-yet';
import { domainQuery, type ScopeQuery } from '../../app-kit/scope-query';

export interface OptionsRead {
  options: readonly { id: number; name: string }[];
  failed: boolean;
}

/** Positions and topics of the scope's brand; empty until the scope is known. */
export function useBrandOptions(scope: ScopeQuery | null): {
  positions: OptionsRead;
  topics: OptionsRead;
} {
  const { admin } = useApiQueries();
  const init = { params: { query: scope ? domainQuery(scope) : NOT_YET } };
  const enabled = { enabled: scope !== null };
  const positions = admin.useQuery('get', '/admin/v2/positions', init, enabled);
  const topics = admin.useQuery('get', '/admin/v2/topics', init, enabled);
  return {
    positions: { options: positions.data ?? [], failed: positions.error !== null },
    topics: { options: topics.data ?? [], failed: topics.error !== null },
  };
}
