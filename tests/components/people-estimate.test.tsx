// The people page against a server that counts exactly only up to 100 people
// (PEOPLE_COUNT_EXACT_MAX=100): the brand's list, estimated by the server, shows its total and
// its page count as "≈ n"; a search that finds fewer shows its exact total without the sign.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PeoplePage } from '../../src/features/people/people-page';
import { peopleFromApi } from './people-api';
import { footerSays, pageRow, renderPage, SERVER_WAIT, type SignedIn, signIn } from './render-page';

const baseUrl = inject('componentsEstimateBaseUrl');
const page = pageRow('people');
const es = new Intl.NumberFormat('es-ES');

let session: SignedIn;
beforeAll(async () => {
  session = await signIn(baseUrl, 'brand@demo.test');
});
afterAll(() => session?.system.stop());
afterEach(cleanup);

const apiPeople = (query: Record<string, string | number> = {}) =>
  peopleFromApi(baseUrl, session, query);

const range = () => screen.getByTestId('table-range').textContent;

describe('people page with an estimated total', () => {
  it('shows the estimate as "≈ n" in the range and the page count', async () => {
    const all = await apiPeople();
    expect(all.total_estimated).toBe(true);
    renderPage(<PeoplePage page={page} path="/admin/people" />, session, '/admin/people');
    await waitFor(() => expect(range()).toBe(`Registros 1 a 10 de ≈ ${es.format(all.total)}`), {
      timeout: SERVER_WAIT,
    });
    const pages = Math.ceil(all.total / 10);
    expect(screen.getByText(`Página 1 de ≈ ${es.format(pages)}`)).toBeTruthy();
  });

  it('shows an exact total without the sign once a search narrows the list', async () => {
    const all = await apiPeople();
    const term = all.items[0]?.displayName.split(' ').at(-1) ?? '';
    const found = await apiPeople({ search: term });
    expect(found.total_estimated).toBe(false);
    expect(found.total).toBeGreaterThan(0);
    renderPage(<PeoplePage page={page} path="/admin/people" />, session, '/admin/people');
    await waitFor(() => expect(range()).toContain('≈'), { timeout: SERVER_WAIT });
    await userEvent.type(screen.getByRole('searchbox', { name: /^Buscar por nombre/ }), term);
    await footerSays(1, found.items.length, found.total);
    expect(range()).not.toContain('≈');
  });
});
