import type { Db } from '../db/db';
import { ApiFailure } from '../http/api-failure';

// SPEC §6: the supervision pages need the domain's supervision module, the KPI pages its kpi
// module, the satisfaction pages its satisfaction module. A module is a brand's subscription (its stores carry no say of their own here), so
// the brand's flag decides. A brand without it answers 404: for that brand the report does not
// exist, as a page missing from its menu does not.

export type GatedModule = 'supervision' | 'kpi' | 'satisfaction';

const COLUMN: Record<GatedModule, string> = {
  supervision: 'supervision_module',
  kpi: 'kpi_module',
  satisfaction: 'satisfaction_module',
};

/** Throws 404 unless the brand has the module. */
export async function requireModule(db: Db, brandId: number, module: GatedModule): Promise<void> {
  const { rows } = await db.query<{ on: boolean }>(
    `SELECT ${COLUMN[module]} AS on FROM organizations WHERE id = $1`,
    [brandId],
  );
  if (rows[0]?.on !== true) {
    throw new ApiFailure(404, 'not_found', `This brand has no ${module} module`);
  }
}
