import type { components } from '../../../openapi/schema';
import type { FigureUnit } from '../../ui/figure/figure-format';
import type { dashboardMessages } from './dashboard-messages';

type KeyMetrics = components['schemas']['KeyMetrics'];
export type FigureKey = {
  [K in keyof KeyMetrics]: KeyMetrics[K] extends components['schemas']['Figure'] ? K : never;
}[keyof KeyMetrics];

type MessageKey = keyof typeof dashboardMessages;

export interface Tile {
  key: FigureKey;
  label: MessageKey;
  unit: FigureUnit;
  better?: 'down';
  /** The SPEC §8 loading failure this figure belongs to (each its own message). */
  failure: MessageKey;
}

// The dashboard's key metrics in reading order: the three rates, what is offered, how exams go,
// then where people stand with their courses. More failed, remaining or incomplete is bad news.
export const TILES: readonly Tile[] = [
  { key: 'adoption', label: 'adoption', unit: 'percent', failure: 'errorAdoption' },
  { key: 'progress', label: 'progress', unit: 'percent', failure: 'errorProgress' },
  { key: 'score', label: 'score', unit: 'score', failure: 'errorUserScores' },
  { key: 'courses', label: 'courses', unit: 'count', failure: 'errorCourseCounts' },
  { key: 'microlessons', label: 'microlessons', unit: 'count', failure: 'errorCourseCounts' },
  { key: 'exams_approved', label: 'examsApproved', unit: 'count', failure: 'errorExams' },
  {
    key: 'exams_failed',
    label: 'examsFailed',
    unit: 'count',
    better: 'down',
    failure: 'errorExams',
  },
  {
    key: 'completed_courses',
    label: 'completedCourses',
    unit: 'count',
    failure: 'errorProgress',
  },
  {
    key: 'available_courses',
    label: 'availableCourses',
    unit: 'count',
    failure: 'errorCourseCounts',
  },
  {
    key: 'remaining_courses',
    label: 'remainingCourses',
    unit: 'count',
    better: 'down',
    failure: 'errorProgress',
  },
  {
    key: 'incomplete_courses',
    label: 'incompleteCourses',
    unit: 'count',
    better: 'down',
    failure: 'errorProgress',
  },
];

/**
 * The loading failures of the figures one read brings (once each, in reading order): the key
 * metrics arrive together, but each kind of figure has its own §8 message, so a failed read
 * names every one it could not load instead of one shared text.
 */
export function failuresOf(tiles: readonly Tile[]): MessageKey[] {
  const out: MessageKey[] = [];
  for (const t of tiles) if (!out.includes(t.failure)) out.push(t.failure);
  return out;
}
