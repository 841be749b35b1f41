/**
 * The modules a supervision list shows (`m`: supervision_modules): every module but those that
 * only carry KPIs. A KPI module (has_kpis) is a supervision module too, so one module keeps its
 * checklists and its KPIs; it belongs in the supervision lists once it has a checklist or a
 * supervision, and a KPI-only module (monthly values, no visits) stays in the KPI reports.
 */
export const SUPERVISION_MODULE = `(NOT m.has_kpis
  OR EXISTS (SELECT 1 FROM supervision_checklists c WHERE c.module_id = m.id)
  OR EXISTS (SELECT 1 FROM supervisions s WHERE s.brand_id = m.brand_id AND s.module_id = m.id))`;
