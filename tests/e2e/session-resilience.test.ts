// The session in real Chromium against the real server: a moment's outage of GET /api/v2/me
// (a 503, a dropped connection) keeps the user signed in where they were, only a 401 ends the
// session, and an account the console refuses (no domains) has its server session ended.
import type { Page, Request, Route } from 'playwright-core';
import { freshPageEachTest, screenshot, signIn, waitForPath, whileDoing } from './browser';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

/** The storage key the session machine keeps the access token under (machines/rules/session). */
const TOKEN_KEY = 'accessToken';
const storedToken = () => page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
const unreachable = () => page.getByTestId('server-unreachable');
const ME = '**/api/v2/me*';

/** Signs in as brand@ (one domain, chosen by itself) and opens the people list. */
async function signedInOnPeople(): Promise<string> {
  await signIn(page, baseUrl, 'brand@demo.test');
  await waitForPath(page, '/dashboard');
  await page.getByTestId('main-layout').waitFor();
  await page.goto(`${baseUrl}/admin/people`);
  await page.getByRole('heading', { name: 'Personas' }).waitFor();
  const token = await storedToken();
  expect(token).toBeTruthy();
  return token as string;
}

/** Answers the next /me call with `first`, every later one from the real server. */
async function failMeOnce(first: (route: Route) => Promise<void>): Promise<{ calls: number }> {
  const seen = { calls: 0 };
  await page.route(ME, async (route) => {
    seen.calls += 1;
    if (seen.calls === 1) await first(route);
    else await route.continue();
  });
  return seen;
}

/** Reloads during a failed /me: the outage is said, then the same page comes back signed in. */
async function reloadThroughOutage(name: string, token: string, seen: { calls: number }) {
  const before = page.url();
  await page.reload();
  await unreachable().getByText('No se puede conectar con el servidor').waitFor();
  // Still signed in and still here while the server cannot be reached.
  expect(page.url()).toBe(before);
  expect(await storedToken()).toBe(token);
  await expect(unreachable().getByRole('button', { name: 'Reintentar' }).count()).resolves.toBe(1);
  // Best effort: the automatic try may already have brought the page back.
  await screenshot(page, `session-unreachable-${name}`);
  // The automatic try, a second later, gets through and the page continues.
  await page.getByTestId('main-layout').waitFor({ timeout: 10_000 });
  await page.getByRole('heading', { name: 'Personas' }).waitFor();
  await unreachable().waitFor({ state: 'detached' });
  expect(seen.calls).toBeGreaterThanOrEqual(2);
  expect(page.url()).toBe(before);
  expect(await storedToken()).toBe(token);
}

describe('a failed account load', () => {
  it('a 503 from /me keeps the user signed in on the same page, then the page continues', async () => {
    const token = await signedInOnPeople();
    const seen = await failMeOnce((route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await reloadThroughOutage('503', token, seen);
  });

  it('a dropped connection to /me does the same', async () => {
    const token = await signedInOnPeople();
    const seen = await failMeOnce((route) => route.abort('connectionrefused'));
    await reloadThroughOutage('abort', token, seen);
  });

  it('a 401 from /me ends the session: sign-in page, token removed', async () => {
    await signedInOnPeople();
    await failMeOnce((route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({
          error: true,
          code: 401,
          reason: 'session_expired',
          message: 'The session has expired or was ended',
        }),
      }),
    );
    await page.reload();
    await waitForPath(page, '/auth/login');
    expect(await storedToken()).toBeNull();
    await expect(unreachable().count()).resolves.toBe(0);
  });
});

describe('an account without domains', () => {
  it('is refused on the login card and its server session is ended', async () => {
    // The token the server issued is the one the account load right after sign-in carries.
    const meRequest = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/v2/me' && r.method() === 'GET',
    );
    // Recorded rather than awaited: a wait that never ends would outlive a failed test.
    const logouts: Request[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/logout' && r.method() === 'POST') logouts.push(r);
    });
    const me = await whileDoing(meRequest, () => signIn(page, baseUrl, 'nodomain@demo.test'));
    const bearer = (await me.allHeaders()).authorization ?? '';
    expect(bearer).toMatch(/^Bearer \S+/);
    expect((await me.response())?.status()).toBe(200);

    await page
      .getByTestId('login-error')
      .getByText('¡Ups! No se te han asignado dominios. Por favor, contáctanos.')
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await storedToken()).toBeNull();

    // /logout went out with that token and the server took it...
    expect(logouts).toHaveLength(1);
    const logout = logouts[0] as Request;
    expect((await logout.allHeaders()).authorization).toBe(bearer);
    expect((await logout.response())?.status()).toBe(200);
    // ...so the token no longer opens anything.
    const after = await fetch(`${baseUrl}/api/v2/me`, { headers: { authorization: bearer } });
    expect(after.status).toBe(401);
  });
});
