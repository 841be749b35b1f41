// The report kit (src/ui/report) through one page built on it, the users ranking, rendered in
// jsdom against the real server (small seed) as the brand manager: the rows of the API's first
// page for the range in the address, the loading state before them, the error state when the
// server refuses the request, and the empty state for a range without data.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { UsersRankingPage } from '../../src/features/rankings/users-ranking-page';
import {
  adminGet,
  adminStatus,
  bodyRows,
  footerSays,
  pageRow,
  renderPage,
  SERVER_WAIT,
  type SignedIn,
  signIn,
} from './render-page';

const baseUrl = inject('componentsBaseUrl');
const page = pageRow('rankingUsers');
const es = new Intl.NumberFormat('es-ES');
const USERS = '/admin/v2/rankings/users';

interface RankingPage {
  items: { rank: number; name: string }[];
  total: number;
}

let session: SignedIn;
beforeAll(async () => {
  session = await signIn(baseUrl, 'brand@demo.test');
});
afterAll(() => session?.system.stop());
afterEach(cleanup);

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The last 90 days: the small seed's exams fall in them. */
const recent = { from: day(-90), to: day(-1) };

const show = (query: string) =>
  renderPage(
    <UsersRankingPage page={page} path="/rankings/users" />,
    session,
    `/rankings/users?${query}`,
  );
const title = 'Ranking de usuarios';
const grid = () => screen.getByRole('grid', { name: title });
const loading = () => screen.queryByText('Cargando la tabla');

describe('report kit (users ranking)', () => {
  it("shows the loading state, then the API's first page for the range in the address", async () => {
    const expected = await adminGet<RankingPage>(baseUrl, session.token, USERS, {
      ...session.scope,
      start: recent.from,
      end: recent.to,
      page: 1,
      page_size: 10,
    });
    expect(expected.items.length).toBeGreaterThan(0);
    show(`from=${recent.from}&to=${recent.to}`);
    // Nothing has come back yet: the table says it is loading and shows no row.
    expect(loading()).not.toBeNull();
    expect(bodyRows(grid())).toEqual([]);
    await footerSays(1, expected.items.length, expected.total);
    await waitFor(() => expect(loading()).toBeNull());
    expect(bodyRows(grid()).map((cells) => cells.slice(0, 2))).toEqual(
      expected.items.map((r) => [es.format(r.rank), r.name]),
    );
  });

  it('shows the error state with its message when the server refuses the range', async () => {
    // A real refusal: the contract takes days of 19xx and 20xx only, the address reader any year.
    const impossible = { ...session.scope, start: '2100-01-01', end: '2100-01-07' };
    expect(await adminStatus(baseUrl, session.token, USERS, impossible)).toBe(400);
    show('from=2100-01-01&to=2100-01-07');
    const alert = await screen.findByRole('alert', {}, { timeout: SERVER_WAIT });
    expect(alert.textContent).toContain('Error al cargar las métricas y rankings');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows the empty state for a range without data', async () => {
    const none = await adminGet<RankingPage>(baseUrl, session.token, USERS, {
      ...session.scope,
      start: '2001-01-01',
      end: '2001-01-31',
    });
    expect(none.total).toBe(0);
    show('from=2001-01-01&to=2001-01-31');
    await screen.findByText('¡No hay ranking por ahora!', {}, { timeout: SERVER_WAIT });
    expect(bodyRows(grid())).toEqual([]);
  });
});
