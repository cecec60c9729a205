import { readFileSync } from 'node:fs';
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

/**
 * Signs the seeded demo member in through the API and stores the session in the page's
 * localStorage as the app does (the page is left on `/aboutUs`); returns the token.
 */
export async function signInDemoMember(page: Page, request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/user/login', {
    data: { mobile: '13800138000', password: 'lvxing2026' },
  });
  expect(res.ok()).toBe(true);
  const { token, refreshToken } = (
    (await res.json()) as {
      data: { token: string; refreshToken: string };
    }
  ).data;
  const stored = JSON.stringify({
    state: {
      userInfo: { token, refreshToken, mobile: '13800138000' },
      loginMask: false,
      navInfo: {},
      isMobile: false,
      loginAt: Date.now(),
    },
    version: 2,
  });
  // Written before the app's scripts run, once per tab: the store then starts from it. Written
  // into a running app instead, the store's next change would persist its own (logged-out) state
  // over it.
  await page.addInitScript(
    ({ value, mark }) => {
      try {
        if (sessionStorage.getItem(mark)) return;
        sessionStorage.setItem(mark, '1');
        localStorage.setItem('lvxing-user', value);
      } catch {
        // about:blank has no storage
      }
    },
    { value: stored, mark: `e2e-session-${token.slice(-16)}` },
  );
  await page.goto('/aboutUs');
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => localStorage.getItem('lvxing-user'))).toContain(token);
  return token;
}

/**
 * Watches the pages `page` loads from now on for `text`, even if it is in the document for one
 * commit only; the returned function tells whether it has been seen in the current page.
 */
export async function watchForText(page: Page, text: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((t) => {
    const w = window as unknown as { textSeen: boolean };
    w.textSeen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(t)) w.textSeen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { textSeen: boolean }).textSeen);
}

/**
 * Holds back the app's entry script (`/assets/index-*.js`) for the pages `page` loads: the page
 * shows only what its HTML holds until the returned function lets the script through.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * The URL path of the built chunk of source module `src` (e.g. `src/app/feedback-host.tsx`):
 * chunks are named by their hash alone, so the specs look them up in the build's manifest.
 */
export function builtChunk(src: string): string {
  const manifest = JSON.parse(
    readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest[src];
  if (!entry) throw new Error(`no built chunk for ${src}`);
  return `/${entry.file}`;
}

/** A pattern matching the full URL of the built chunk of `src` (for page.route and waits). */
export function builtChunkUrl(src: string): RegExp {
  return new RegExp(`${builtChunk(src).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
