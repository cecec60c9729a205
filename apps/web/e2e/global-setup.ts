import { request, type FullConfig } from '@playwright/test';
import { freshMobile, latestSmsCode } from './support';

/** The password of the member registered here for auth.spec.ts's step-up test. */
export const STEP_UP_PASSWORD = 'lv-e2e-pass-2026';

/**
 * Registers, at the start of the run, the member whose login after five wrong passwords asks for
 * an SMS code. The server sends one SMS a minute per mobile (site-spec's resend interval), so a
 * member registered here has passed that minute by the time auth.spec.ts asks for a second code,
 * instead of that test waiting a minute. Its mobile and send time reach the tests as environment
 * variables (Playwright passes globalSetup's process.env to the workers).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const api = await request.newContext({ baseURL });
  const mobile = freshMobile();
  await api.post('/api/user/sms/code/send', { data: { mobile, action: 'Register' } });
  process.env.E2E_STEP_UP_SENT_AT = String(Date.now());
  const smsCode = await latestSmsCode(api, mobile);
  const res = await api.post('/api/user/register', {
    data: { mobile, smsCode, password: STEP_UP_PASSWORD, agreed: true },
  });
  const body = (await res.json()) as { code: number; message: string };
  if (body.code !== 200) throw new Error(`step-up member not registered: ${body.message}`);
  process.env.E2E_STEP_UP_MOBILE = mobile;
  await api.dispose();
}
