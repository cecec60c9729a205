// The staff accounts of the end-to-end specs and their console login. scripts/e2e-server.mjs
// makes the accounts with the staff CLI before the server starts and writes their logins and
// TOTP secrets to data/e2e/e2e-staff.json.
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

export interface E2eStaff {
  loginName: string;
  password: string;
  secret: string;
}

/**
 * The accounts: a 运营 at the top level (admin.spec.ts), the 客服 under `service`, a second 运营
 * under `group` (group.spec.ts) and a 管理员 per Playwright project under `admin` (a11y.spec.ts).
 * A TOTP code is accepted once, so each spec logs in an account of its own.
 */
export const e2eStaff = JSON.parse(
  readFileSync(new URL('../../../data/e2e/e2e-staff.json', import.meta.url), 'utf8'),
) as E2eStaff & { service: E2eStaff; group: E2eStaff; admin: Record<string, E2eStaff> };

/**
 * Signs `account` in on /admin/login with a fresh TOTP code and waits for `landmark` (a thing
 * only the signed-in console shows). A code is accepted once per 30-second step: when the
 * account's code of this step was used already, it waits for the next step and tries again.
 */
export async function signInStaff(page: Page, account: E2eStaff, landmark: Locator) {
  await page.goto('/admin/login');
  await page.getByLabel('登录名').fill(account.loginName);
  await page.getByLabel('密码').fill(account.password);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('动态验证码').fill(await generate({ secret: account.secret }));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    const refused = page.getByRole('alert').filter({ hasText: '动态验证码错误' });
    await expect(landmark.or(refused)).toBeVisible();
    if (await landmark.isVisible()) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(landmark).toBeVisible();
}
