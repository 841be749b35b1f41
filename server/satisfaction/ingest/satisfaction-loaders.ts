import type { IngestLoaders } from '../../platform/ingest/loaders';
import { surveyAnswersLoader } from './ingest-survey-answers';
import { surveyOpeningsLoader } from './ingest-survey-openings';
import { surveysLoader } from './ingest-surveys';

/** The satisfaction feature's part of the ingestion: surveys, their openings and answers. */
export const SATISFACTION_LOADERS = {
  surveys: surveysLoader,
  'survey-openings': surveyOpeningsLoader,
  'survey-answers': surveyAnswersLoader,
} satisfies Partial<IngestLoaders>;
