import { type OperationHandler, reply } from '../http/operation';
import { reportContext } from '../reports/report-context';
import { managerRankingPage, storeRankingPage } from '../reports/store-ranking';
import { measuredToTheInstant, userRankingPage } from '../reports/user-ranking';

export const listUserRanking: OperationHandler<'listUserRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => userRankingPage(ctx, query, query.page, query.page_size);
  const answer = measuredToTheInstant(query)
    ? page()
    : c.var.deps.memo.answer(ctx, 'listUserRanking', query, page);
  return reply(c, await answer);
};

export const listManagerRanking: OperationHandler<'listManagerRanking'> = async (c, { query }) =>
  reply(
    c,
    await managerRankingPage(await reportContext(c, query), query, query.page, query.page_size),
  );

export const listStoreRanking: OperationHandler<'listStoreRanking'> = async (c, { query }) =>
  reply(
    c,
    await storeRankingPage(await reportContext(c, query), query, query.page, query.page_size),
  );
