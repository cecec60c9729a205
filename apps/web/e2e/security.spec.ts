import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInDemoMember } from './support';

const MARKUP = '<img src=x onerror=alert(1)>';

/** `YYYY-MM-DD`, `days` from today on the Beijing calendar. */
function beijingDay(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await request.post(path, { data, headers: token ? { token } : {} });
  return ((await res.json()) as { data: T }).data;
}

/** Books one adult with a contact name full of markup, through the API; returns the answer. */
async function bookWithMarkup(request: APIRequestContext, token: string) {
  const date = beijingDay(9);
  const search = await post<{ outbound: { flights: { flightNo: string }[] } }>(
    request,
    '/api/plane/flight/search',
    { from: 'CSHA', to: 'CBJS', date },
  );
  const flightNo = search.outbound.flights[0]!.flightNo;
  const offers = await post<{ offers: { offerId: string }[] }>(
    request,
    '/api/plane/flight/vendor/price/list',
    { flightNo, date, cabin: 'Y' },
  );
  const res = await request.post('/api/plane/order/vendor/price/book', {
    data: {
      offerId: offers.offers[0]!.offerId,
      passengers: [{ name: 'Script Tester', idType: '1', idNo: '11010519491231002X' }],
      contact: { name: MARKUP, mobile: '13800138000' },
    },
    headers: { token },
  });
  return (await res.json()) as { code: number; message: string };
}

test('markup in a name is refused at booking, naming the field in Chinese', async ({
  page,
  request,
}) => {
  const token = await signInDemoMember(page, request);
  const answer = await bookWithMarkup(request, token);
  expect(answer.code).toBe(10001);
  expect(answer.message).toContain('联系人姓名');
});

test("markup in a link's city names shows as text on the search page; no script runs", async ({
  page,
  request,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const q = new URLSearchParams({
    trip: 'OW',
    from: 'CSHA',
    fromName: MARKUP,
    to: 'CBJS',
    toName: MARKUP,
    date: beijingDay(9),
  });
  const url = `/ticket/search?${q.toString()}`;
  // the server renders the names as text…
  const html = await (await request.get(url)).text();
  expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(html).not.toContain(MARKUP);
  // …and so does the app once it runs
  await page.goto(url);
  await expect(page.getByTestId('flight-results').or(page.locator('main')).first()).toBeVisible();
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});

test('the Content-Security-Policy blocks inline script', async ({ page }) => {
  const res = await page.goto('/');
  const csp = res?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("unsafe-inline'; script");
  const violations: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/i.test(m.text()))
      violations.push(m.text());
  });
  const ran = await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__inlineRan = true;';
    document.body.appendChild(s);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});
