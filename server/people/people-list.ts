import { resolveScope } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { type OperationHandler, reply } from '../platform/http/operation';
import { peopleWhere } from '../platform/reports/people-filter';
import { peopleTotal } from './people-count';
import {
  loadPerson,
  PERSON_COLUMNS,
  type PersonRow,
  sortPlan,
  toPerson,
} from './people-repository';

/**
 * GET /admin/v2/people. The page and the total are separate statements: a window count would make
 * PostgreSQL sort every matching row, while LIMIT lets it keep only the top of the sort. The page
 * reads one row more than it shows, so it knows whether the list goes on; the total is exact up
 * to the configured maximum and an estimate beyond (people-count.ts).
 */
export const listPeople: OperationHandler<'listPeople'> = async (c, { query }) => {
  const { db, now, config } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const p = new SqlParams();
  const where = peopleWhere(scope, query, now(), p);
  const countValues = [...p.values];
  const plan = sortPlan(query.sort);
  const { page, page_size: pageSize } = query;
  const offset = (page - 1) * pageSize;
  const read = await db.query<PersonRow>(
    `SELECT ${PERSON_COLUMNS}
       FROM (SELECT p.id FROM ${plan.from} WHERE ${where}
              ORDER BY ${plan.orderBy}
              LIMIT ${p.add(pageSize + 1)} OFFSET ${p.add(offset)}) page
       JOIN people p ON p.id = page.id ${plan.storeJoin}
      ORDER BY ${plan.orderBy}`,
    p.values,
  );
  const rows = read.rows.slice(0, pageSize);
  const count = await peopleTotal(
    db,
    where,
    countValues,
    { offset, rows: rows.length, more: read.rows.length > pageSize },
    config.peopleCountExactMax,
  );
  return reply(c, {
    items: rows.map(toPerson),
    total: count.total,
    total_estimated: count.estimated,
    page,
    page_size: pageSize,
  });
};

/** GET /admin/v2/people/{id}: one active person of the caller's reach, else 404. */
export const getPerson: OperationHandler<'getPerson'> = async (c, { query, params }) => {
  const { db } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  return reply(c, toPerson(await loadPerson(db, scope, params.personId)));
};
