import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A mobile number no earlier run used: 139 + 8 digits from the clock and chance. */
export function freshMobile(): string {
  const tail =
    `${Date.now() % 1e5}`.padStart(5, '0') + `${Math.floor(Math.random() * 1e3)}`.padStart(3, '0');
  return `139${tail}`;
}

/** Reads the latest SMS code sent to `mobile` from the console provider's outbox. */
export async function latestSmsCode(request: APIRequestContext, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.post('/api/dev/sms/outbox', { data: { mobile } });
      const body = (await res.json()) as { code: number; data: { content: string }[] };
      code = body.data?.[0]?.content.match(/\d{6}/)?.[0];
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** Collects console errors and uncaught page errors for the whole test. */
export function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}
