import { expect, test, type Page } from '@playwright/test';
import { freshMobile, latestSmsCode, watchConsole } from './support';

const PASSWORD = 'lv-e2e-pass-2026';

async function openLogin(page: Page, query = '') {
  await page.goto(`/login${query}`);
  await expect(page.getByRole('dialog')).toBeVisible();
}

async function loggedInAs(page: Page, mobile: string) {
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).toContain(mobile);
}

test.describe('member accounts end to end', () => {
  test('register with an SMS code, log out, log in by password, reload and stay logged in', async ({
    page,
    request,
  }) => {
    const errors = watchConsole(page);
    const mobile = freshMobile();

    await page.goto('/register?type=register');
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /\d+s后重新获取/ })).toBeDisabled();
    const code = await latestSmsCode(request, mobile);
    await page.getByPlaceholder('请输入验证码').fill(code);
    await page
      .getByPlaceholder(/请输入密码|设置密码/)
      .first()
      .fill(PASSWORD);
    await page.getByPlaceholder(/确认密码|再次输入/).fill(PASSWORD);
    await page.getByRole('button', { name: /注\s*册/ }).click();
    await expect(page).toHaveURL(/\/ticket\/book\?train=flight/);
    await loggedInAs(page, mobile);

    await page.getByRole('button', { name: '退出' }).click();
    await expect(page.getByRole('button', { name: /登录/ }).first()).toBeVisible();

    await openLogin(page);
    await page.getByPlaceholder('请输入手机号').fill(mobile);
    await page.getByPlaceholder('请输入密码').fill(PASSWORD);
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/ticket\/book\?train=flight/);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.reload();
    await loggedInAs(page, mobile);
    await expect(
      page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`).first(),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('wrong password shows the server message and keeps the overlay open', async ({ page }) => {
    await openLogin(page);
    await page.getByPlaceholder('请输入手机号').fill('13800138000');
    await page.getByPlaceholder('请输入密码').fill('not-the-password');
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('手机号或密码错误')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('SMS login from /login?type=train creates the member and goes to train booking', async ({
    page,
    request,
  }) => {
    const mobile = freshMobile();
    await openLogin(page, '?type=train');
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const panel = page.getByRole('tabpanel', { name: '验证码登录' });
    await panel.getByPlaceholder('请输入手机号').fill(mobile);
    await panel.getByRole('button', { name: '获取验证码' }).click();
    await expect(panel.getByRole('button', { name: '59s后重新获取' })).toBeDisabled();
    const code = await latestSmsCode(request, mobile);
    await panel.getByPlaceholder('请输入验证码').fill(code);
    await panel.getByRole('button', { name: /^登\s*录$/ }).click();
    await expect(page.getByText('登录成功')).toBeVisible();
    await expect(page).toHaveURL(/\/ticket\/book\?train=train/);
    await loggedInAs(page, mobile);
  });

  test('the overlay validates on blur with the spec messages and closes from the mask', async ({
    page,
  }) => {
    await openLogin(page);
    const mobile = page.getByPlaceholder('请输入手机号').first();
    await mobile.focus();
    await mobile.blur();
    await expect(page.getByText('请输入账户/手机号')).toBeVisible();
    await page.getByRole('tab', { name: '验证码登录' }).click();
    const panel = page.getByRole('tabpanel', { name: '验证码登录' });
    await panel.getByPlaceholder('请输入手机号').fill('123456789012345');
    await expect(panel.getByPlaceholder('请输入手机号')).toHaveValue('12345678901');
    await panel.getByPlaceholder('请输入验证码').focus();
    await expect(panel.getByText('请输入正确的手机号')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
