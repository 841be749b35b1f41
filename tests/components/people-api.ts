import { adminGet, type SignedIn } from './render-page';

/** A page of GET /admin/v2/people, as the component tests compare the list's screen with it. */
export interface PersonPage {
  items: { id: number; displayName: string }[];
  total: number;
  total_estimated: boolean;
}

/** The page of people the API answers for the list's default query (newest first), or `query`. */
export function peopleFromApi(
  baseUrl: string,
  session: SignedIn,
  query: Record<string, string | number> = {},
): Promise<PersonPage> {
  return adminGet<PersonPage>(baseUrl, session.token, '/admin/v2/people', {
    ...session.scope,
    sort: '-created_at',
    page: 1,
    page_size: 10,
    ...query,
  });
}
