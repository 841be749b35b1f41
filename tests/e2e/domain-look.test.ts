// The selected domain's colour and logo, and the admin's picture, in real Chromium on the seeded
// server: what the /organizations answer and /me carry must reach the shell.
import type { Page } from 'playwright-core';
import { BRANDS } from '../../server/platform/db/seed/seed-data';
import { ARTIFACTS, freshPageEachTest, screenshot, signIn, waitForPath } from './browser';
import { describe, expect, inject, it } from './runner';

const baseUrl = inject('e2eBaseUrl');

let page: Page;
freshPageEachTest((p) => {
  page = p;
});

/** `#rrggbb` as the computed style writes it. */
function rgb(hex: string): string {
  const n = (i: number) => Number.parseInt(hex.slice(i, i + 2), 16);
  return `rgb(${n(1)}, ${n(3)}, ${n(5)})`;
}

/** True once the image has loaded (a blocked or missing file has no natural width). */
const loaded = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
    );

describe('the domain look', () => {
  it("paints the brand's colour behind its logo and shows the admin's picture, light and dark", async () => {
    const brand = BRANDS.find((b) => b.id === 1);
    if (!brand) throw new Error('brand 1 is not seeded');
    await signIn(page, baseUrl, 'brand@demo.test');
    await waitForPath(page, '/dashboard');
    await page.getByTestId('main-layout').waitFor();
    for (const theme of ['default', 'dark']) {
      if (theme === 'dark') {
        await page.goto(`${baseUrl}/dashboard?theme=dark`);
        await page.getByTestId('main-layout').waitFor();
      }
      const logo = page.getByTestId('menu-pane').getByTestId('domain-logo');
      await logo.waitFor();
      await expect(logo.getAttribute('data-domain-color')).resolves.toBe(brand.color);
      await expect(logo.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.toBe(
        rgb(brand.color),
      );
      const image = logo.getByRole('img', { name: `Logotipo de ${brand.name}` });
      await expect(image.getAttribute('src')).resolves.toBe(`/demo/logo-${brand.industry}.svg`);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[data-testid="domain-logo"] img');
        return img?.complete === true && img.naturalWidth > 0;
      });
      await expect(loaded(page, '[data-testid="profile-picture"]')).resolves.toBe(true);
      await screenshot(page, `domain-look-${theme}`);
      await page.screenshot({
        path: `${ARTIFACTS}/domain-look-${theme}-top.png`,
        clip: { x: 0, y: 0, width: 1366, height: 120 },
      });
    }
    // Without the left menu the logo sits at the start of the top bar.
    await page.goto(`${baseUrl}/dashboard?menuLayoutType=top&theme=default`);
    const inTopBar = page.locator('header').getByTestId('domain-logo');
    await inTopBar.waitFor();
    await expect(inTopBar.getAttribute('data-domain-color')).resolves.toBe(brand.color);
    await page.screenshot({
      path: `${ARTIFACTS}/domain-look-top-menu.png`,
      clip: { x: 0, y: 0, width: 1366, height: 120 },
    });
  });

  it("gives a store its brand's look, and initials to an admin without a picture", async () => {
    const brand = BRANDS.find((b) => b.id === 1);
    await signIn(page, baseUrl, 'store@demo.test');
    await waitForPath(page, '/dashboard');
    await page.getByTestId('main-layout').waitFor();
    const logo = page.getByTestId('menu-pane').getByTestId('domain-logo');
    await expect(logo.getAttribute('data-domain-color')).resolves.toBe(brand?.color);
    await expect(page.getByTestId('profile-picture').count()).resolves.toBe(0);
    await expect(
      page.getByTestId('profile-menu').getByText('JP', { exact: true }).count(),
    ).resolves.toBe(1);
  });
});
