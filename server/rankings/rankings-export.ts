import type { Context } from 'hono';
import { csvResponse, recordedCsvResponse } from '../platform/exports/csv-export';
import type { AppEnv } from '../platform/http/env';
import type { OperationHandler } from '../platform/http/operation';
import { TRAINING } from '../platform/reports/data-domains';
import { recordReportExport } from '../platform/reports/record-export';
import type { ReportContext } from '../platform/reports/report-context';
import { reportContext } from '../platform/reports/report-context';
import {
  MANAGER_RANKING_CSV,
  managerRankingRows,
  STORE_RANKING_CSV,
  storeRankingRows,
} from './store-ranking';
import {
  measuredToTheInstant,
  USER_RANKING_CSV,
  type UserRankingHead,
  userRankingBatches,
} from './user-ranking';

// The rankings' CSV siblings: the whole ranking of the same filter, in the screen's order. An
// export carries people's contact data out of the console, so it is recorded in the activity log.
// The managers and stores exports read whole lists (~4,000 rows for a brand's managers): the same
// export asked while one is being made shares its rows (request coalescing: sixteen at once would
// otherwise compute it sixteen times), and is not cached after (whole lists per entry).

const recordExport = (c: Context<AppEnv>, ctx: ReportContext, kind: string) =>
  recordReportExport(c, ctx, 'export_ranking', { kind });

/** The rows of the same export being made meanwhile, else `make()`'s (coalesced, not cached). */
const shared = <T>(
  c: Context<AppEnv>,
  ctx: ReportContext,
  operation: string,
  query: Record<string, unknown>,
  make: () => Promise<T>,
) => c.var.deps.memo.answer(ctx, operation, query, make, { keep: false });

export const exportUserRanking: OperationHandler<'exportUserRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  // Streamed as the database sends it (a brand's ~84,000 people). Its first batch is cached as the
  // page is, but not refreshed ahead after a write: an export is one call, not a page an admin
  // keeps reloading.
  const head: UserRankingHead | undefined = measuredToTheInstant(query)
    ? undefined
    : (seen, make) =>
        c.var.deps.memo.answer(seen, 'exportUserRanking.head', query, make, {
          ahead: false,
          reads: TRAINING,
        });
  return recordedCsvResponse(
    c,
    ctx,
    'ranking-users.csv',
    USER_RANKING_CSV,
    userRankingBatches(ctx, query, { head }),
    () => recordExport(c, ctx, 'users'),
  );
};

export const exportManagerRanking: OperationHandler<'exportManagerRanking'> = async (
  c,
  { query },
) => {
  const ctx = await reportContext(c, query);
  const items = await shared(c, ctx, 'exportManagerRanking', query, () =>
    managerRankingRows(ctx, query),
  );
  await recordExport(c, ctx, 'managers');
  return csvResponse(c, ctx, 'ranking-managers.csv', MANAGER_RANKING_CSV, items);
};

export const exportStoreRanking: OperationHandler<'exportStoreRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const items = await shared(c, ctx, 'exportStoreRanking', query, () =>
    storeRankingRows(ctx, query),
  );
  await recordExport(c, ctx, 'stores');
  return csvResponse(c, ctx, 'ranking-stores.csv', STORE_RANKING_CSV, items);
};
