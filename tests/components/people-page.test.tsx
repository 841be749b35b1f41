// The people page rendered in jsdom against the real server (small seed), signed in as the
// brand manager: what a user sees of the list (rows, the total, search, empty state, paging)
// compared with what the API answers for the same scope.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PeoplePage } from '../../src/features/people/people-page';
import { peopleFromApi } from './people-api';
import {
  bodyRows,
  footerSays,
  pageRow,
  renderPage,
  SERVER_WAIT,
  type SignedIn,
  signIn,
} from './render-page';

const baseUrl = inject('componentsBaseUrl');
const page = pageRow('people');

let session: SignedIn;
beforeAll(async () => {
  session = await signIn(baseUrl, 'brand@demo.test');
});
afterAll(() => session?.system.stop());
afterEach(cleanup);

const apiPeople = (query: Record<string, string | number> = {}) =>
  peopleFromApi(baseUrl, session, query);

const grid = () => screen.getByRole('grid', { name: 'Personas' });
const names = () => bodyRows(grid()).map((cells) => cells[0]);

const show = () =>
  renderPage(<PeoplePage page={page} path="/admin/people" />, session, '/admin/people');

describe('people page', () => {
  it("renders the server's first page of people with the total the API reports", async () => {
    const expected = await apiPeople();
    expect(expected.total).toBeGreaterThan(10);
    show();
    expect(await screen.findByRole('heading', { name: 'Personas', level: 1 })).toBeTruthy();
    await footerSays(1, 10, expected.total);
    expect(names()).toEqual(expected.items.map((p) => p.displayName));
  });

  it('narrows the rows to the matches of a typed search', async () => {
    const all = await apiPeople();
    // A surname from the first page: some people match it, not all of them.
    const term = all.items[0]?.displayName.split(' ').at(-1) ?? '';
    const expected = await apiPeople({ search: term });
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan(all.total);
    show();
    await footerSays(1, 10, all.total);
    await userEvent.type(screen.getByRole('searchbox', { name: /^Buscar por nombre/ }), term);
    await footerSays(1, expected.items.length, expected.total);
    await waitFor(() => expect(names()).toEqual(expected.items.map((p) => p.displayName)), {
      timeout: SERVER_WAIT,
    });
    expect(names().length).toBeGreaterThan(0);
  });

  it("shows the page's empty state for a search without match", async () => {
    const term = 'Qzxwvutsr';
    expect((await apiPeople({ search: term })).total).toBe(0);
    show();
    const all = await apiPeople();
    await footerSays(1, 10, all.total);
    await userEvent.type(screen.getByRole('searchbox', { name: /^Buscar por nombre/ }), term);
    const empty = await screen.findByText(
      'No hay información disponible con el filtro seleccionado',
      {},
      { timeout: SERVER_WAIT },
    );
    expect(within(grid()).getByTestId('table-empty')).toBe(empty);
    expect(names()).toEqual([]);
  });

  it('moves to page 2 with the pager and shows the next people', async () => {
    const first = await apiPeople();
    const second = await apiPeople({ page: 2 });
    expect(second.items.length).toBeGreaterThan(0);
    show();
    await footerSays(1, 10, first.total);
    await userEvent.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await footerSays(11, 10 + second.items.length, first.total);
    // Page 1 may stay in place, dimmed, until page 2 answers: wait for the rows, not the footer.
    await waitFor(() => expect(names()).toEqual(second.items.map((p) => p.displayName)), {
      timeout: SERVER_WAIT,
    });
    expect(screen.getByText(/^Página 2 de /)).toBeTruthy();
    expect(new URLSearchParams(window.location.search).get('page')).toBe('2');
  });
});
