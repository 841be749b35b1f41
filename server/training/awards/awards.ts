import { personItem, regionItem } from '../../platform/reports/person-row';
import type { ReportContext } from '../../platform/reports/report-context';
import { personRecords } from '../person-records';

// Awards and certificates (SPEC §3: earnedAt): one row per award earned in the range, in the
// scope by the store the person was at when earning it.

type AwardKind = 'certificate' | 'award';
type AwardSort =
  | 'earned_at'
  | '-earned_at'
  | 'name'
  | '-name'
  | 'course'
  | '-course'
  | 'kind'
  | '-kind';

const ORDER: Record<AwardSort, string> = {
  earned_at: 'w.earned_at ASC',
  '-earned_at': 'w.earned_at DESC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(c.name) ASC NULLS LAST',
  '-course': 'lower(c.name) DESC NULLS LAST',
  kind: 'w.kind ASC',
  '-kind': 'w.kind DESC',
};

export interface AwardFilter {
  search?: string;
  course_id?: number;
  kind?: AwardKind;
  /** Default `-earned_at`. */
  sort?: AwardSort;
}

interface AwardDbRow {
  id: number;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  kind: AwardKind;
  title: string;
  course_id: number | null;
  course_name: string | null;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  earned_at: Date;
}

/** Columns of an award joined to its person, course, store and region (aliases w p c s r). */
const COLUMNS = `w.id, w.person_id, p.first_name, p.last_name, p.email, p.phone,
  p.employee_number, w.kind, w.title, w.course_id, c.name AS course_name, w.store_id,
  s.name AS store_name, w.region_id, r.name AS region_name, w.earned_at`;
const JOINS = `JOIN people p ON p.id = w.person_id
  LEFT JOIN courses c ON c.id = w.course_id
  JOIN organizations s ON s.id = w.store_id
  LEFT JOIN regions r ON r.id = w.region_id`;

/** An award as the contract's AwardRow. */
function toAwardItem(r: AwardDbRow) {
  return {
    id: r.id,
    person: personItem(r),
    kind: r.kind,
    title: r.title,
    course: r.course_id === null ? null : { id: r.course_id, name: r.course_name ?? '' },
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    earned_at: r.earned_at.toISOString(),
  };
}

export type AwardItem = ReturnType<typeof toAwardItem>;

const list = personRecords({
  table: 'awards w',
  alias: 'w',
  columns: COLUMNS,
  joins: JOINS,
  at: 'w.earned_at',
  group: { column: 'w.kind', values: ['certificate', 'award'] as const },
  order: ORDER,
  defaultSort: '-earned_at',
  toItem: toAwardItem,
});

/** GET /admin/v2/training/awards: one page, with the counts per kind. */
export const awardsPage = (ctx: ReportContext, f: AwardFilter, page: number, pageSize: number) =>
  list.page(ctx, { ...f, group: f.kind }, page, pageSize);

/** Every award of the filter, in order (the export). */
export const awardRows = (ctx: ReportContext, f: AwardFilter) =>
  list.rows(ctx, { ...f, group: f.kind });

export const AWARDS_CSV = {
  header: ['user', 'kind', 'title', 'course', 'store', 'region', 'earned_at'],
  cells: (i: AwardItem) => [
    i.person.name,
    i.kind,
    i.title,
    i.course?.name ?? null,
    i.store.name,
    i.region?.name ?? null,
    i.earned_at,
  ],
};
