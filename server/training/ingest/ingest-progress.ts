import type { components } from '../../../openapi/schema';
import type { Db } from '../../platform/db/db';
import { instantField } from '../../platform/ingest/instant-field';
import { type Loader, Rejection, unknownReference } from '../../platform/ingest/load';
import { queueStatusRaises } from '../../platform/ingest/person-status';

type Item = components['schemas']['IngestProgress'];
type Outcome = 'created' | 'updated' | 'unchanged';

// A person's progress in a course, upserted by person + course in one statement for the whole
// batch. A new row takes the person's current store and region (as an attempt does); an update
// changes the lessons and the two instants only. The progress triggers fill the person's
// placement and follow each written row into the rollups.

interface Ready {
  key: string;
  personId: number;
  courseId: number;
  lessons: number;
  startedAt: string;
  completedAt: string | null;
}

async function applyProgress(
  tx: Db,
  brandId: number,
  items: Item[],
  now: Date,
): Promise<(Outcome | Rejection)[]> {
  const people = await tx.query<{ external_id: string; id: number }>(
    'SELECT external_id, id FROM people WHERE brand_id = $1 AND external_id = ANY ($2::text[])',
    [brandId, [...new Set(items.map((i) => i.personExternalId))]],
  );
  const courses = await tx.query<{ external_id: string; id: number; lessons: number }>(
    `SELECT c.external_id, c.id,
            (SELECT count(*) FROM lessons l WHERE l.course_id = c.id)::int AS lessons
       FROM courses c WHERE c.brand_id = $1 AND c.external_id = ANY ($2::text[])`,
    [brandId, [...new Set(items.map((i) => i.courseExternalId))]],
  );
  const personOf = new Map(people.rows.map((p) => [p.external_id, p.id]));
  const courseOf = new Map(courses.rows.map((c) => [c.external_id, c]));
  const seen = new Set<string>();
  const prepared = items.map((item): Ready | Rejection => {
    try {
      const personId = personOf.get(item.personExternalId);
      if (personId === undefined) {
        throw unknownReference('personExternalId', 'person', item.personExternalId);
      }
      const course = courseOf.get(item.courseExternalId);
      if (!course) throw unknownReference('courseExternalId', 'course', item.courseExternalId);
      if (item.lessonsCompleted > course.lessons) {
        throw new Rejection(
          'lessonsCompleted',
          'above_lesson_count',
          `The course has ${course.lessons} lessons`,
        );
      }
      const started = instantField(item.startedAt, 'startedAt', now);
      const completed = item.completedAt
        ? instantField(item.completedAt, 'completedAt', now)
        : null;
      if (completed && completed.getTime() < started.getTime()) {
        throw new Rejection('completedAt', 'before_start', 'completedAt is before startedAt');
      }
      const key = `${personId} ${course.id}`;
      // One statement cannot write a row twice: the first of the same person + course wins.
      if (seen.has(key)) {
        throw new Rejection(
          'courseExternalId',
          'duplicate_in_request',
          'This person and course came earlier in the same request',
        );
      }
      seen.add(key);
      return {
        key,
        personId,
        courseId: course.id,
        lessons: item.lessonsCompleted,
        startedAt: started.toISOString(),
        completedAt: completed?.toISOString() ?? null,
      };
    } catch (err) {
      if (err instanceof Rejection) return err;
      throw err;
    }
  });
  const ready = prepared.filter((p): p is Ready => !(p instanceof Rejection));
  const written = new Map<string, boolean>();
  // Progress means its person signed up; a completed topic makes them active. Queued with the
  // progress, raised once the load commits (applyStatusRaises).
  await queueStatusRaises(
    tx,
    brandId,
    ready.map((r) => ({
      personId: r.personId,
      target: r.completedAt ? 'active' : 'registeredWNAct',
      at: r.startedAt,
    })),
  );
  if (ready.length > 0) {
    // A row that would not change is not written (no trigger, no report version bump): what
    // comes back is what was created (inserted) or updated.
    const { rows } = await tx.query<{ person_id: number; course_id: number; inserted: boolean }>(
      `INSERT INTO course_progress AS cp (person_id, course_id, brand_id, store_id, region_id,
                                          lessons_completed, started_at, completed_at)
       SELECT u.person_id, u.course_id, $1, p.store_id, p.region_id, u.lessons, u.started_at,
              u.completed_at
         FROM unnest($2::int[], $3::int[], $4::int[], $5::timestamptz[], $6::timestamptz[])
              WITH ORDINALITY AS u(person_id, course_id, lessons, started_at, completed_at, ord)
         JOIN people p ON p.id = u.person_id
        ORDER BY u.person_id, u.course_id
       ON CONFLICT (person_id, course_id) DO UPDATE
          SET lessons_completed = excluded.lessons_completed, started_at = excluded.started_at,
              completed_at = excluded.completed_at
        WHERE (cp.lessons_completed, cp.started_at, cp.completed_at)
              IS DISTINCT FROM (excluded.lessons_completed, excluded.started_at,
                                excluded.completed_at)
       RETURNING cp.person_id, cp.course_id, (cp.xmax = 0) AS inserted`,
      [
        brandId,
        ready.map((r) => r.personId),
        ready.map((r) => r.courseId),
        ready.map((r) => r.lessons),
        ready.map((r) => r.startedAt),
        ready.map((r) => r.completedAt),
      ],
    );
    for (const r of rows) written.set(`${r.person_id} ${r.course_id}`, r.inserted);
  }
  return prepared.map((p) => {
    if (p instanceof Rejection) return p;
    const inserted = written.get(p.key);
    if (inserted === undefined) return 'unchanged';
    return inserted ? 'created' : 'updated';
  });
}

export const progressLoader: Loader<Item> = {
  kind: 'progress',
  async apply(tx, brandId, item, at) {
    const [outcome] = await applyProgress(tx, brandId, [item], at);
    if (outcome === undefined) throw new Error('progress: no outcome');
    if (outcome instanceof Rejection) throw outcome;
    return outcome;
  },
  applyBatch: (tx, brandId, items, at) => applyProgress(tx, brandId, items, at),
};
