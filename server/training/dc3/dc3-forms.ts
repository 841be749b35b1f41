import { occupationName } from '../../../openapi/rules/dc3-catalogues';
import { personItem, regionItem } from '../../platform/reports/person-row';
import type { ReportContext } from '../../platform/reports/report-context';
import { personRecords } from '../person-records';

// DC-3 forms (SPEC §3, §4): one per person and finished course of a DC3 brand, made when the
// course was finished, with its status and the no-CURP / no-occupation indicators.

type Dc3Status = 'generated' | 'pending' | 'incomplete';
type Dc3Sort =
  | 'completed_at'
  | '-completed_at'
  | 'name'
  | '-name'
  | 'course'
  | '-course'
  | 'status'
  | '-status';

const ORDER: Record<Dc3Sort, string> = {
  completed_at: 'd.created_at ASC',
  '-completed_at': 'd.created_at DESC',
  name: 'p.sort_name ASC',
  '-name': 'p.sort_name DESC',
  course: 'lower(c.name) ASC',
  '-course': 'lower(c.name) DESC',
  status: 'd.status ASC',
  '-status': 'd.status DESC',
};

export interface Dc3Filter {
  search?: string;
  course_id?: number;
  status?: Dc3Status;
  /** Default `-completed_at`. */
  sort?: Dc3Sort;
}

export interface Dc3DbRow {
  id: number;
  person_id: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  employee_number: string | null;
  curp: string | null;
  stps_occupation: string | null;
  course_id: number;
  course_name: string;
  store_id: number;
  store_name: string;
  region_id: number | null;
  region_name: string | null;
  created_at: Date;
  status: Dc3Status;
  generated_at: Date | null;
  total?: unknown;
}

/** Columns of a form joined to its person, course, store and region (aliases d p c s r). */
export const DC3_COLUMNS = `d.id, d.person_id, p.first_name, p.last_name, p.email, p.phone,
  p.employee_number, d.curp, d.stps_occupation, d.course_id, c.name AS course_name, d.store_id,
  s.name AS store_name, d.region_id, r.name AS region_name, d.created_at, d.status,
  d.generated_at`;
export const DC3_JOINS = `JOIN people p ON p.id = d.person_id
  JOIN courses c ON c.id = d.course_id
  JOIN organizations s ON s.id = d.store_id
  LEFT JOIN regions r ON r.id = d.region_id`;

/** A form as the contract's Dc3Row. */
export function toDc3Item(r: Dc3DbRow) {
  const occupation = r.stps_occupation;
  return {
    id: r.id,
    person: personItem(r),
    curp: r.curp,
    occupation:
      occupation === null ? null : { code: occupation, name: occupationName(occupation) ?? '' },
    course: { id: r.course_id, name: r.course_name },
    store: { id: r.store_id, name: r.store_name },
    region: regionItem(r),
    completed_at: r.created_at.toISOString(),
    status: r.status,
    no_curp: r.curp === null,
    no_occupation: occupation === null,
    generated_at: r.generated_at?.toISOString() ?? null,
  };
}

export type Dc3Item = ReturnType<typeof toDc3Item>;

const forms = personRecords({
  table: 'dc3_records d',
  alias: 'd',
  columns: DC3_COLUMNS,
  joins: DC3_JOINS,
  at: 'd.created_at',
  group: { column: 'd.status', values: ['generated', 'pending', 'incomplete'] as const },
  order: ORDER,
  defaultSort: '-completed_at',
  toItem: toDc3Item,
});

/** GET /admin/v2/training/dc3: one page, with the counts per status. */
export const dc3Page = (ctx: ReportContext, f: Dc3Filter, page: number, pageSize: number) =>
  forms.page(ctx, { ...f, group: f.status }, page, pageSize);

/** Every form of the filter, in order (the export). */
export const dc3Rows = (ctx: ReportContext, f: Dc3Filter) =>
  forms.rows(ctx, { ...f, group: f.status });

export const DC3_CSV = {
  header: [
    'user',
    'curp',
    'occupation',
    'course',
    'store',
    'region',
    'completed_at',
    'status',
    'no_curp',
    'no_occupation',
    'generated_at',
  ],
  cells: (i: Dc3Item) => [
    i.person.name,
    i.curp,
    i.occupation?.code ?? null,
    i.course.name,
    i.store.name,
    i.region?.name ?? null,
    i.completed_at,
    i.status,
    i.no_curp,
    i.no_occupation,
    i.generated_at,
  ],
};
