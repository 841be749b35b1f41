// How the browser tests start Debian's Chromium (`npx playwright install` cannot work here, only
// package registries are reachable); shared by playwright.config.ts and the scripts that drive the
// browser outside the test runner (tests/e2e/browser.ts `launch`). The flags keep it from dialling
// out, since the network is closed.
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    // The window itself as large as the emulated viewport, so no first paint sees 800 px.
    '--window-size=1366,800',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** Every test's context: the desktop viewport and the console's source language. */
export const CONTEXT_OPTIONS = {
  viewport: { width: 1366, height: 800 },
  locale: 'es-ES',
};
