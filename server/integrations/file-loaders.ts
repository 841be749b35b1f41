import type { IntegrationKind } from '../platform/auth/integration-key-rules';
import { attemptsLoader } from './ingest-attempts';
import { checklistsLoader } from './ingest-checklists';
import { coursesLoader } from './ingest-courses';
import { kpiModulesLoader } from './ingest-kpi-modules';
import { kpiValuesLoader } from './ingest-kpi-values';
import { peopleLoader } from './ingest-people';
import { positionsLoader } from './ingest-positions';
import { progressLoader } from './ingest-progress';
import { regionsLoader } from './ingest-regions';
import { storesLoader } from './ingest-stores';
import { supervisionsLoader } from './ingest-supervisions';
import { surveyAnswersLoader } from './ingest-survey-answers';
import { surveyOpeningsLoader } from './ingest-survey-openings';
import { surveysLoader } from './ingest-surveys';
import type { Loader } from './load';

// The loader of each kind an administrator can load from a file: the same objects the
// ingestion routes run. A kind gets its file load (template, preview, apply) by its line here;
// its columns come from its schema in the contract. tests/api/integrations-files.test.ts fails
// when a kind has an ingestion operation and no line here.

/** The loaders by kind; a kind missing here answers 404 to the file operations. */
export const FILE_LOADERS: Partial<Record<IntegrationKind, Loader<unknown>>> = {
  regions: regionsLoader,
  stores: storesLoader,
  positions: positionsLoader,
  people: peopleLoader,
  courses: coursesLoader,
  attempts: attemptsLoader,
  progress: progressLoader,
  checklists: checklistsLoader,
  supervisions: supervisionsLoader,
  'kpi-modules': kpiModulesLoader,
  'kpi-values': kpiValuesLoader,
  surveys: surveysLoader,
  'survey-openings': surveyOpeningsLoader,
  'survey-answers': surveyAnswersLoader,
};
