import { expect, test, type Page } from '@playwright/test';

type Stored = {
  state: {
    userInfo: { token: string; refreshToken: string; mobile: string };
    loginAt: number;
  };
};

const storedState = async (page: Page): Promise<Stored['state']> =>
  page.evaluate(() => {
    const raw = Object.values(localStorage).find((v) => v.includes('refreshToken')) ?? '{}';
    return (JSON.parse(raw) as Stored).state;
  });
const stored = async (page: Page) => (await storedState(page)).userInfo;

test('the session is refreshed 10 h − 10 s after login and survives a reload', async ({ page }) => {
  await page.clock.install();
  await page.goto('/login');
  await page.getByPlaceholder('请输入手机号').fill('13800138000');
  await page.getByPlaceholder('请输入密码').fill('lvxing2026');
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
  await page.clock.runFor(1500); // the 1200 ms success message, then navigation
  await expect(page).toHaveURL(/\/ticket\/book\?train=flight/);
  const before = await stored(page);
  expect(before.token).not.toBe('');

  // not yet 1 s before loginAt + 10 h − 10 s (measured on the page's clock, which also moves by
  // itself while the test runs)
  let refreshed = false;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/user/token/refresh')) refreshed = true;
  });
  const { loginAt } = await storedState(page);
  const pageNow = await page.evaluate(() => Date.now());
  await page.clock.runFor(loginAt + 10 * 3600_000 - 10_000 - pageNow - 1_000);
  expect(refreshed).toBe(false);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/user/token/refresh'));
  await page.clock.runFor(2_000);
  expect((await (await answer).json()).code).toBe(200);
  await expect.poll(async () => (await stored(page)).refreshToken).not.toBe(before.refreshToken);

  await page.reload();
  const after = await stored(page);
  expect(after.mobile).toBe('13800138000');
  await expect(page.getByText('138****8000').first()).toBeVisible();
});
