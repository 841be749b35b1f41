import { type OperationHandler, reply } from '../http/operation';
import { reportContext } from '../reports/report-context';
import { managerRankingPage, storeRankingPage } from '../reports/store-ranking';
import { userRankingPage } from '../reports/user-ranking';

export const listUserRanking: OperationHandler<'listUserRanking'> = async (c, { query }) => {
  const ctx = await reportContext(c, query);
  const page = () => userRankingPage(ctx, query, query.page, query.page_size);
  // Time in product is measured to the instant of the call: such answers are not kept.
  const answer =
    query.time_in_product === undefined
      ? c.var.deps.memo.answer(ctx, 'listUserRanking', query, page)
      : page();
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
