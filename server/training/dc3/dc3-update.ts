import { isValidCurp, normaliseCurp } from '../../../openapi/rules/curp';
import { occupationName } from '../../../openapi/rules/dc3-catalogues';
import type { Scope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/db';
import { ApiFailure, notFound } from '../../platform/http/api-failure';
import { DC3_COLUMNS, DC3_JOINS, type Dc3DbRow, toDc3Item } from './dc3-forms';

// Filling a DC-3 form's missing CURP or STPS occupation (SPEC §4: an incomplete form becomes
// pending once both are there). The form is looked up inside the caller's domain only.

export interface Dc3Input {
  curp?: string;
  occupation?: string;
}

function checked(input: Dc3Input): Dc3Input {
  const out: Dc3Input = {};
  if (input.curp !== undefined) {
    const curp = normaliseCurp(input.curp);
    if (!isValidCurp(curp)) {
      throw new ApiFailure(
        400,
        'validation',
        'curp is not a valid CURP (its shape, birth date, state or check digit is wrong)',
        { field: 'curp' },
      );
    }
    out.curp = curp;
  }
  if (input.occupation !== undefined) {
    if (occupationName(input.occupation) === undefined) {
      throw new ApiFailure(
        400,
        'validation',
        'occupation is not a subarea of the Catálogo Nacional de Ocupaciones',
        { field: 'occupation' },
      );
    }
    out.occupation = input.occupation;
  }
  return out;
}

/** PATCH /admin/v2/training/dc3/{dc3Id}. */
export async function updateDc3Form(db: Db, scope: Scope, id: number, input: Dc3Input) {
  const values = checked(input);
  return db.transaction(async (tx) => {
    const found = await tx.query<{ person_id: number }>(
      `SELECT person_id FROM dc3_records
        WHERE id = $1 AND brand_id = $2 AND ($3::int IS NULL OR region_id = $3)
          AND ($4::int IS NULL OR store_id = $4)
        FOR UPDATE`,
      [id, scope.brandId, scope.regionId, scope.storeId],
    );
    const person = found.rows[0]?.person_id;
    if (person === undefined) throw notFound('DC3 form');
    if (values.curp !== undefined) {
      // The CURP is the person's: keep it as their national ID and on their forms lacking one.
      await tx.query('UPDATE people SET national_id = $2 WHERE id = $1', [person, values.curp]);
      await tx.query(
        'UPDATE dc3_records SET curp = $2 WHERE person_id = $1 AND (id = $3 OR curp IS NULL)',
        [person, values.curp, id],
      );
    }
    if (values.occupation !== undefined) {
      await tx.query('UPDATE dc3_records SET stps_occupation = $2 WHERE id = $1', [
        id,
        values.occupation,
      ]);
    }
    await tx.query(
      `UPDATE dc3_records SET status = CASE
          WHEN status = 'generated' THEN 'generated'
          WHEN curp IS NOT NULL AND stps_occupation IS NOT NULL THEN 'pending'
          ELSE 'incomplete' END
        WHERE person_id = $1`,
      [person],
    );
    const { rows } = await tx.query<Dc3DbRow>(
      `SELECT ${DC3_COLUMNS} FROM dc3_records d ${DC3_JOINS} WHERE d.id = $1`,
      [id],
    );
    return toDc3Item(rows[0] as Dc3DbRow);
  });
}
