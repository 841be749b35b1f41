import type { IngestLoaders } from '../../platform/ingest/loaders';
import { checklistsLoader } from './ingest-checklists';
import { kpiModulesLoader } from './ingest-kpi-modules';
import { kpiValuesLoader } from './ingest-kpi-values';
import { supervisionsLoader } from './ingest-supervisions';

/** The supervision feature's part of the ingestion: checklists, visits, KPI modules and values. */
export const SUPERVISION_LOADERS = {
  checklists: checklistsLoader,
  supervisions: supervisionsLoader,
  'kpi-modules': kpiModulesLoader,
  'kpi-values': kpiValuesLoader,
} satisfies Partial<IngestLoaders>;
