import type { components } from '../../openapi/schema';
import { type Routes, reply, route } from '../platform/http/operation';

type TourSettings = components['schemas']['TourSettings'];
type TourPage = components['schemas']['TourPage'];

interface TourSettingsRow {
  show_tour: boolean;
  seen_tours: TourPage[];
}

const toSettings = (row: TourSettingsRow | undefined): TourSettings => ({
  show_tour: row?.show_tour ?? true,
  seen_tours: row?.seen_tours ?? [],
});

/** PATCH /api/v2/me/tour: the caller's own tour settings, nobody else's. */
export function tourSettingsRoutes(routes: Routes): void {
  route(routes, 'updateTourSettings', async (c, { body }) => {
    const { db } = c.var.deps;
    // One statement, so two browsers marking different pages at once both keep their page.
    const { rows } = await db.query<TourSettingsRow>(
      `UPDATE admins
          SET show_tour = COALESCE($2::boolean, show_tour),
              seen_tours = ARRAY(
                SELECT DISTINCT page FROM unnest(seen_tours || $3::text[]) AS page
                 WHERE page <> ALL ($4::text[])
                 ORDER BY page)
        WHERE id = $1
        RETURNING show_tour, seen_tours`,
      [c.var.admin.id, body.show_tour ?? null, body.seen ?? [], body.unseen ?? []],
    );
    return reply(c, toSettings(rows[0]));
  });
}
