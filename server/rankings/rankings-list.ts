import { type OperationHandler, reply } from '../platform/http/operation';
import { TRAINING } from '../platform/reports/data-domains';
import { reportContext } from '../platform/reports/report-context';
import { managerRankingPage, storeRankingPage } from './store-ranking';
import { measuredToTheInstant, userRankingPage } from './user-ranking';

export const listUserRanking: OperationHandler<'listUserRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => userRankingPage(ctx, query, query.page, query.page_size);
  const answer = measuredToTheInstant(query)
    ? page()
    : c.var.deps.memo.answer(ctx, 'listUserRanking', query, page, { reads: TRAINING });
  return reply(c, await answer);
};

// The managers and stores rankings are in the report cache too (a brand's page costs enough SQL
// that 16 clients on two cores queue to the 400 ms target); both depend on nothing but the data
// and the query.
export const listManagerRanking: OperationHandler<'listManagerRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => managerRankingPage(ctx, query, query.page, query.page_size);
  return reply(c, await c.var.deps.memo.answer(ctx, 'listManagerRanking', query, page));
};

export const listStoreRanking: OperationHandler<'listStoreRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => storeRankingPage(ctx, query, query.page, query.page_size);
  return reply(c, await c.var.deps.memo.answer(ctx, 'listStoreRanking', query, page));
};
