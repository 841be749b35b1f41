import { resolveScope } from '../platform/auth/scope';
import { SqlParams } from '../platform/db/sql';
import { type OperationHandler, reply } from '../platform/http/operation';
import { peopleWhere } from '../platform/reports/people-filter';
import {
  loadPerson,
  PERSON_COLUMNS,
  PERSON_JOINS,
  type PersonRow,
  sortPlan,
  toPerson,
} from './people-repository';

/**
 * GET /admin/v2/people. The page and the total are two statements: a window count would make
 * PostgreSQL sort every matching row, while LIMIT lets it keep only the top of the sort.
 */
export const listPeople: OperationHandler<'listPeople'> = async (c, { query }) => {
  const { db, now } = c.var.deps;
  const scope = await resolveScope(db, c.var.admin.id, query);
  const p = new SqlParams();
  const where = peopleWhere(scope, query, now(), p);
  const countValues = [...p.values];
  const plan = sortPlan(query.sort);
  const { page, page_size: pageSize } = query;
  const [items, count] = await Promise.all([
    db.query<PersonRow>(
      `SELECT ${PERSON_COLUMNS}
         FROM (SELECT p.id FROM ${plan.from} WHERE ${where}
                ORDER BY ${plan.orderBy}
                LIMIT ${p.add(pageSize)} OFFSET ${p.add((page - 1) * pageSize)}) page
         JOIN people p ON p.id = page.id ${PERSON_JOINS}
        ORDER BY ${plan.orderBy}`,
      p.values,
    ),
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM people p WHERE ${where}`,
      countValues,
    ),
  ]);
  return reply(c, {
    items: items.rows.map(toPerson),
    total: count.rows[0]?.total ?? 0,
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
