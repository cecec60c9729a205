import { defineConfig } from '@playwright/test';
// @ts-expect-error plain ES module helper shared with scripts/check-chromium.mjs
import { findChromium } from './scripts/chromium-path.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);
const executablePath: string | undefined = findChromium() ?? undefined;
const launchOptions = {
  executablePath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** End-to-end flows in Debian's Chromium against the built site on a fresh embedded database. */
export default defineConfig({
  testDir: 'apps/web/e2e',
  globalSetup: './apps/web/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // paying on the phone itself is the mobile layout's
      testIgnore: /phone-pay\.spec\.ts/,
      use: { browserName: 'chromium', viewport: { width: 1366, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // account flows run once, on the desktop project; the mobile project renders every route,
      // checks each with axe, books a flight, a train, a coach, a hotel and a tour end to end and
      // applies for a visa, rents a car and books a transfer
      testMatch:
        /(routes|a11y|flight|train|bus|hotel|tour|visa(-apply)?|car|car-transfer|car-rental|phone-pay)\.spec\.ts/,
      grepInvert: /@phone-visitor/,
      use: {
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        userAgent: iPhoneUserAgent,
        isMobile: true,
        hasTouch: true,
        // the layout follows the CSS viewport and the user agent; one device pixel per CSS pixel
        // paints a quarter of the pixels a 2× screen would, on a CI machine with no GPU
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
