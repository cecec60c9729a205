import { expect, test, type Page, type Request } from '@playwright/test';
import { builtChunkUrl } from './support';

/** The spec's text for a request that fails while the browser is offline (site-spec §8). */
const OFFLINE_TEXT = '网络断开连接！';

/** Tomorrow in Beijing as YYYY-MM-DD. */
function tomorrow(): string {
  return new Date(Date.now() + 8 * 3600_000 + 86_400_000).toISOString().slice(0, 10);
}

/** A train search 北京 → 上海 for tomorrow: the results come with the page. */
const TRAIN_SEARCH =
  `/train?type=train&from=${encodeURIComponent('北京')}&fromName=${encodeURIComponent('北京')}` +
  `&to=${encodeURIComponent('上海')}&toName=${encodeURIComponent('上海')}&date=${tomorrow()}`;

/** Uncaught errors of the page (a failed chunk must not become one). */
function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

const FEEDBACK_CHUNK = builtChunkUrl('src/app/feedback-host.tsx');

/**
 * Opens the train results and waits until the page, settled and idle, has asked for the toast
 * code (app/provider.tsx) and every request has ended: a visitor who has been on the page for a
 * few seconds.
 */
async function openTrainResults(page: Page) {
  const pending = new Set<Request>();
  page.on('request', (r) => pending.add(r));
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  const asked = page.waitForRequest(FEEDBACK_CHUNK, { timeout: 20_000 });
  await page.goto(TRAIN_SEARCH);
  await expect(page.getByTestId('train-item').first()).toBeVisible();
  await asked;
  await expect.poll(() => pending.size).toBe(0);
}

/** Offline: swaps the stations and searches again, which needs the network. */
async function searchAgainOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('button', { name: '交换出发站和到达站' }).click();
  await page.getByTestId('train-search-submit').click();
}

test.describe('offline', () => {
  test('a search without the network says 网络断开连接！', async ({ page }) => {
    const errors = watchPageErrors(page);
    await openTrainResults(page);
    await searchAgainOffline(page);
    await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    // antd's message, fetched once the page had settled, shows it
    await expect(page.locator('.ant-message').getByText(OFFLINE_TEXT)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('without the toast code the plain fallback says 网络断开连接！', async ({ page }) => {
    const errors = watchPageErrors(page);
    // the feedback host's chunk never arrives: not when idle, not when the toast asks for it
    await page.route(FEEDBACK_CHUNK, (route) => route.abort());
    await openTrainResults(page);
    await searchAgainOffline(page);
    await expect(page.getByRole('alert').filter({ hasText: OFFLINE_TEXT })).toBeVisible();
    await expect(page.locator('.ant-message')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
