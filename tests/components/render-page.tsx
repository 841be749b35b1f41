// The smallest real composition a page of the console renders in: the app system (its machines
// over the real API, signed in through the real /token), the console's clients, the app's own
// intl and theme providers (Spanish, Fluent) and the per-domain query cache. Nothing is mocked:
// every read the page makes goes to the server the global setup started.
import { type RenderResult, render, screen, waitFor as waitForDom } from '@testing-library/react';
import { useSelector } from '@xstate/react';
import type { ReactElement, ReactNode } from 'react';
import { expect } from 'vitest';
import { waitFor } from 'xstate';
import { createWholeAppSystem } from '../../machines/console';
import { selectAccess, selectRole, selectSelectedDomain } from '../../machines/domain';
import { PAGES, type PageRow } from '../../machines/rules/page-registry';
import { secureStoreFromWire } from '../../machines/secure-store';
import { MemoryStore } from '../../machines/storage';
import { ApiProvider } from '../../src/api/api-context';
import { type ApiClients, createApiClients } from '../../src/api/clients';
import { configuredWire } from '../../src/api/create-clients';
import { QueryProvider } from '../../src/api/query-provider';
import { AppIntlProvider } from '../../src/app/intl-provider';
import { createAppApi } from '../../src/app/system/api-actors';
import { tokenStoreOver } from '../../src/app/system/token-store';
import type { AppActors, AppSystem } from '../../src/app-kit/app-actors';
import { type ScopeQuery, scopeQuery } from '../../src/app-kit/scope-query';
import { SystemProvider, useAppActor } from '../../src/app-kit/system-context';
import { AppThemeProvider } from '../../src/app-kit/theme-provider';

/** The demo accounts' password (README). */
const PASSWORD = 'Demo1234!';

export interface SignedIn {
  system: AppSystem;
  api: ApiClients;
  /** The bearer token the session holds, for the tests' own calls to the API. */
  token: string;
  /** The scope parameters the page's calls carry (the selected domain). */
  scope: ScopeQuery;
}

/**
 * Starts the console's app system against the real server and signs `email` in through the
 * session machine (POST /token, then /me); resolves once its domain is chosen (an account with
 * one domain gets it at once). Stop it with `system.stop()`.
 */
export async function signIn(baseUrl: string, email: string): Promise<SignedIn> {
  const store = new MemoryStore();
  const wire = configuredWire();
  const api = createApiClients({ baseUrl, tokens: tokenStoreOver(store), wire });
  const system = createWholeAppSystem({
    store,
    secure: secureStoreFromWire(wire),
    api: createAppApi(api),
    search: '',
    width: 1280,
  });
  system.start();
  // system.get() is untyped by design (systemIds are strings); AppActors pins each id's logic.
  const session = system.system.get('session') as AppActors['session'];
  const domain = system.system.get('domain') as AppActors['domain'];
  session.send({ type: 'session.login', username: email, password: PASSWORD });
  const ready = await waitFor(domain, (s) => s.hasTag('ready') || s.hasTag('error'), {
    timeout: 20_000,
  });
  if (!ready.hasTag('ready')) throw new Error(`${email}: no domain (${String(ready.value)})`);
  const scope = scopeQuery(selectSelectedDomain(ready), selectAccess(ready), selectRole(ready));
  const token = api.tokens.get();
  if (!scope || !token) throw new Error(`${email}: signed in without a scope or a token`);
  return { system, api, token, scope };
}

/** The registry row of page `key` (what the router hands a page view). */
export function pageRow(key: string): PageRow {
  const row = PAGES.find((p) => p.key === key);
  if (!row) throw new Error(`no page '${key}' in the registry`);
  return row;
}

// The query cache is made per domain, as the main layout makes it.
function DomainQueries({ children }: { children: ReactNode }) {
  const domainId = useSelector(useAppActor('domain'), (s) => selectSelectedDomain(s)?.id ?? null);
  return <QueryProvider domainId={domainId}>{children}</QueryProvider>;
}

/**
 * Renders `page` at `address` (path and query string: pages keep their table and report state
 * in the address) inside the providers the console gives every page.
 */
export function renderPage(
  page: ReactElement,
  { system, api }: SignedIn,
  address: string,
): RenderResult {
  window.history.replaceState(null, '', address);
  return render(
    <SystemProvider system={system}>
      <ApiProvider clients={api}>
        <AppIntlProvider>
          <AppThemeProvider>
            <DomainQueries>{page}</DomainQueries>
          </AppThemeProvider>
        </AppIntlProvider>
      </ApiProvider>
    </SystemProvider>,
  );
}

function adminUrl(baseUrl: string, path: string, query: Query): URL {
  const url = new URL(`${baseUrl}${path}`);
  for (const [k, v] of Object.entries(query))
    if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
}

type Query = Record<string, string | number | undefined>;

/**
 * GET on the admin API with the session's token, as plain JSON (the tests' own reading, apart
 * from the console's clients): the payload of `{"error": false, "payload": …}`.
 */
export async function adminGet<T>(
  baseUrl: string,
  token: string,
  path: string,
  query: Query,
): Promise<T> {
  const url = adminUrl(baseUrl, path, query);
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { error: boolean; payload?: T };
  if (!response.ok || body.error || body.payload === undefined) {
    throw new Error(`GET ${url.pathname} answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return body.payload;
}

/** The HTTP status the admin API answers a GET with. */
export async function adminStatus(
  baseUrl: string,
  token: string,
  path: string,
  query: Query,
): Promise<number> {
  const response = await fetch(adminUrl(baseUrl, path, query), {
    headers: { Authorization: `Bearer ${token}` },
  });
  await response.body?.cancel();
  return response.status;
}

/** The rows of a data table (the header row left out), each as its cells' texts. */
export function bodyRows(grid: HTMLElement): string[][] {
  return [...grid.querySelectorAll('tbody tr[data-card]')].map((row) =>
    [...row.querySelectorAll('[role="gridcell"]')].map((cell) => cell.textContent ?? ''),
  );
}

/** How long a page may take to show what the server answered (two cores shared by many runs). */
export const SERVER_WAIT = 45_000;

const es = new Intl.NumberFormat('es-ES');

/**
 * Waits until the table's footer says rows `from` to `to` of `total` (in Spanish, numbers as
 * es-ES writes them); a failure shows what it said instead.
 */
export async function footerSays(from: number, to: number, total: number): Promise<void> {
  const wanted = `Registros ${es.format(from)} a ${es.format(to)} de ${es.format(total)}`;
  await waitForDom(() => expect(screen.getByTestId('table-range').textContent).toBe(wanted), {
    timeout: SERVER_WAIT,
  });
}
