import type { TourPage } from '../rules/tour';

/** The admin's tour settings as the server keeps them (GET /api/v2/me `user.tour`). */
export interface AdminTourSettings {
  /** False once the admin chose "No volver a mostrar consejos". */
  show_tour: boolean;
  /** Tour pages finished or closed in any browser. */
  seen_tours: readonly TourPage[];
}

/** A change of those settings (PATCH /api/v2/me/tour): only what the admin just did. */
export interface TourSettingsChange {
  show_tour?: boolean;
  seen?: TourPage[];
  unseen?: TourPage[];
}
