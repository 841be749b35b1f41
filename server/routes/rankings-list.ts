import { type OperationHandler, reply } from '../http/operation';
import { reportContext } from '../reports/report-context';
import { managerRankingPage, storeRankingPage } from '../reports/store-ranking';
import { userRankingPage } from '../reports/user-ranking';

export const listUserRanking: OperationHandler<'listUserRanking'> = async (c, { query }) =>
  reply(
    c,
    await userRankingPage(await reportContext(c, query), query, query.page, query.page_size),
  );

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
