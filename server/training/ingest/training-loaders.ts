import type { IngestLoaders } from '../../platform/ingest/loaders';
import { attemptsLoader } from './ingest-attempts';
import { coursesLoader } from './ingest-courses';
import { progressLoader } from './ingest-progress';

/** The training feature's part of the ingestion: courses with their exams, attempts, progress. */
export const TRAINING_LOADERS = {
  courses: coursesLoader,
  attempts: attemptsLoader,
  progress: progressLoader,
} satisfies Partial<IngestLoaders>;
