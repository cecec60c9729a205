import { expect, test, type Locator, type Page } from '@playwright/test';
import { builtChunk, holdAppEntry, signInDemoMember, watchConsole, watchForText } from './support';

// Each route of site-spec §2 is visited by a11y.spec.ts, which checks its title and console too.

test('the prerendered home page is hydrated in place, then shows the member and the date', async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  await signInDemoMember(page, request);
  // mark the prerendered markup's nodes before any of the app's scripts can run
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('.hero__title')?.setAttribute('data-built', '');
      Object.assign(document.querySelector('.fs-preview') ?? {}, { lvxingBuilt: true });
    });
  });
  await page.goto('/');
  // the markup was built for a visitor, without a date: the app fills both in once up
  await expect(page.getByRole('button', { name: '退出' })).toBeVisible();
  await expect(page.locator('.fs-preview').getByLabel('出发日期')).toHaveValue(
    /^\d+月\d+日 周[日一二三四五六]$/,
  );
  // the same nodes: React hydrated them rather than rendering the page again
  await expect(page.locator('.hero__title[data-built]')).toHaveCount(1);
  expect(await page.locator('.fs-preview').evaluate((el) => 'lvxingBuilt' in el)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('the layout follows the user agent', async ({ page }, info) => {
  await page.goto('/');
  const tabBar = page.getByTestId('mobile-tab-bar');
  if (info.project.name === 'mobile') {
    await expect(tabBar).toBeVisible();
  } else {
    await expect(tabBar).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toBeVisible();
  }
});

test("an app route's page preloads its screen, and no file is fetched twice", async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/assets/')) fetched.push(pathname);
  });
  // a member's page (not rendered by the server: its first view depends on the member)
  const res = await page.goto('/ticket/pay');
  const html = (await res?.text()) ?? '';
  // scripts/route-pages.mjs: the pay screen's chunk
  const payChunk = builtChunk('src/features/payment/routes/pay-page.tsx');
  expect(html).toContain(
    `<link rel="modulepreload" fetchpriority="low" crossorigin href="${payChunk}">`,
  );
  expect(html).toMatch(
    /<link rel="preload" as="style" fetchpriority="low" crossorigin href="\/assets\/[\w-]+\.css">/,
  );
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetched.filter((f, i) => fetched.indexOf(f) !== i)).toEqual([]);
});

const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const inEightDays = new Date(Date.now() + 8 * 86_400_000).toISOString().slice(0, 10);
const cities = (from: string, to: string) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&date=${inFiveDays}`;

/** The routes marked `serverRendered` in src/app/route-screens.ts, with a query where it matters. */
const serverRendered = [
  `/train?type=bus&${cities('北京', '天津')}`,
  `/train?${cities('北京', '上海')}`,
  `/ticket/search?trip=OW&from=CBJS&fromName=${encodeURIComponent('北京')}&to=CSHA&toName=${encodeURIComponent('上海')}&date=${inFiveDays}&cabin=Y&adults=1&children=0&infants=0`,
  `/car?pickupCityCode=310100&pickupAt=${inFiveDays}%2010%3A00&returnAt=${inEightDays}%2010%3A00`,
  '/visa?country=JP',
  '/aboutUs',
  '/connect',
  '/orderList',
];

test('a server-rendered page holds its first view and starts the app after painting', async ({
  page,
}) => {
  const res = await page.request.get(`/train?type=bus&${cities('北京', '天津')}`);
  const html = await res.text();
  // the query's cities are in the HTML (the search summary on a phone, the search bar on a
  // desktop); no entry script: the boot script asks for it once the page has painted
  expect(html).toMatch(/<div id="root"><div class="layout/);
  expect(html).toContain('天津');
  expect(html).not.toMatch(/<script type="module"/);
  expect(html).toMatch(/<script src="\/assets\/boot-[\w-]+\.js" data-entry=/);
});

test('a prerendered page asks for the app only once the browser has painted it', async ({
  page,
}) => {
  for (const url of ['/', serverRendered[1]!]) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { paint, entry } = await page.evaluate(() => ({
      paint: performance.getEntriesByType('paint')[0]?.startTime ?? null,
      entry:
        performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))?.startTime ?? null,
    }));
    expect(paint).not.toBeNull();
    expect(entry).not.toBeNull();
    expect(entry!).toBeGreaterThanOrEqual(paint!);
  }
});

test("a server-rendered page's boot script preloads each of the screen's chunks once", async ({
  page,
}) => {
  for (const url of serverRendered) {
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    const { listed, linked } = await page.evaluate(() => ({
      listed: (document.querySelector('script[data-preload]')?.getAttribute('data-preload') ?? '')
        .split(' ')
        .filter(Boolean),
      // the boot script's links (Vite's own helper adds absolute ones for the app's imports)
      linked: Array.from(document.querySelectorAll('link[rel="modulepreload"]'))
        .map((l) => l.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/')),
    }));
    expect(listed.length).toBeGreaterThan(0);
    expect(linked).toEqual(listed);
  }
});

for (const url of serverRendered) {
  test(`${url.split('&')[0]}: the server's first view hydrates in place`, async ({ page }) => {
    const errors = watchConsole(page);
    // hydration keeps the server's DOM: a node marked before the app's entry is let through is
    // still there after the app has started (a mismatch would render the page anew, and log)
    const release = await holdAppEntry(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await page.evaluate(() =>
      document.querySelector('#root > *')?.setAttribute('data-from-html', ''),
    );
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.locator('#root > [data-from-html]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
}

/** The order list's banner: every kind on sale (order-list-page.tsx words it from SALE_KINDS). */
const ORDER_LIST_DESCRIPTION = '机票、火车票、汽车票、酒店、旅游、用车订单一站查看';

test("a member's order list: the server's view holds no visitor content, the app then shows the member's", async ({
  page,
  request,
}) => {
  await signInDemoMember(page, request);
  // the server does not know who asks: its first view is the page's banner and still bars where
  // the orders (or a visitor's login prompt) will go
  const html = await (await page.request.get('/orderList')).text();
  expect(html).toContain(ORDER_LIST_DESCRIPTION);
  expect(html).toContain('aria-label="页面加载中"');
  expect(html).not.toContain('登录后查看您的订单');
  const release = await holdAppEntry(page);
  // whether a visitor's prompt is ever in the page, even for one commit
  const sawVisitorPrompt = await watchForText(page, '登录后查看您的订单');
  await page.goto('/orderList', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText(ORDER_LIST_DESCRIPTION)).toBeVisible();
  await expect(page.getByLabel('页面加载中')).toBeVisible();
  // nothing moves while the app starts (components/pending-block.tsx: a turning spinner had the
  // browser draw 60 frames a second through the start-up)
  expect(await runningAnimations(page)).toEqual([]);
  release();
  // the member's state tabs replace the bars; a visitor's prompt never shows
  await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await sawVisitorPrompt()).toBe(false);
});

test("a member's booking page: the server sends the chosen flight with the page, the app then shows the form", async ({
  page,
  request,
}) => {
  const token = await signInDemoMember(page, request);
  const post = async <T>(path: string, data: unknown) =>
    ((await (await request.post(path, { data, headers: { token } })).json()) as { data: T }).data;
  const search = await post<{ outbound: { flights: { flightNo: string }[] } }>(
    '/api/plane/flight/search',
    { from: 'CBJS', to: 'CSHA', date: inFiveDays },
  );
  const flightNo = search.outbound.flights[0]!.flightNo;
  const { offers } = await post<{ offers: { offerId: string }[] }>(
    '/api/plane/flight/vendor/price/list',
    { flightNo, date: inFiveDays, cabin: 'Y' },
  );
  const url = `/ticket/book?train=flight&offerId=${encodeURIComponent(offers[0]!.offerId)}&passengers=1`;
  // the HTML holds the flight, its offers for the app, and still bars where the form goes
  const html = await (await page.request.get(url)).text();
  expect(html).toContain('data-testid="offer-summary"');
  expect(html).toContain(flightNo);
  expect(html).toMatch(/<script type="application\/json" id="page-data">\{"flight-offer:/);
  expect(html).not.toContain('登录后继续预订');
  // whether a visitor's prompt is ever in the page, even for one commit
  const sawVisitorPrompt = await watchForText(page, '登录后继续预订');
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/vendor/price/list')) asked.push(r.url());
  });
  const errors = watchConsole(page);
  const release = await holdAppEntry(page);
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('offer-summary')).toContainText(flightNo);
  await expect(page.getByLabel('页面加载中')).toBeVisible();
  expect(await runningAnimations(page)).toEqual([]);
  release();
  await expect(page.getByTestId('passenger-name')).toBeVisible();
  await expect(page.getByTestId('offer-summary')).toContainText(flightNo);
  await expect(page.getByTestId('price-total').first()).toHaveText(/^¥\d+/);
  await page.waitForLoadState('networkidle');
  // the offers came with the page: not asked for again; no visitor content at any moment
  expect(asked).toEqual([]);
  expect(await sawVisitorPrompt()).toBe(false);
  expect(errors).toEqual([]);
});

/** The page's running CSS animations and transitions, as `name@class` (empty: nothing moves). */
function runningAnimations(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running')
      .map((a) => {
        const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
        const target = a.effect instanceof KeyframeEffect ? a.effect.target : null;
        return `${name}@${target instanceof Element ? target.className : ''}`;
      }),
  );
}

/** Fields clicked before the app is up, and what the click opens once the app has it. */
const earlyClicks: { url: string; field: string; opens: string; panel: (p: Page) => Locator }[] = [
  {
    url: '/train',
    field: 'train-from',
    opens: 'the station panel (app/early-click.ts)',
    panel: (p) => p.getByRole('textbox', { name: '搜索车站' }),
  },
  {
    url: '/train',
    field: 'train-date',
    opens: 'the calendar (the date field is a read-only input, kept like a button)',
    panel: (p) =>
      p
        .locator(
          '.fs-date-popup:not(.ant-picker-dropdown-hidden), .date-sheet .ant-drawer-content-wrapper',
        )
        .first(),
  },
  {
    url: '/',
    field: 'from-city',
    opens: "the real flight form's city panel (the home form preview's own replay)",
    panel: (p) => p.getByTestId('city-panel'),
  },
];
for (const { url, field, opens, panel: panelOf } of earlyClicks) {
  test(`${url}: a field clicked before the app is up is clicked again once it is (${opens})`, async ({
    page,
  }) => {
    const release = await holdAppEntry(page);
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    const panel = panelOf(page);
    // the field from the HTML: nothing listens to it yet
    await page.getByTestId(field).click();
    await expect(panel).toHaveCount(0);
    release();
    // the app hydrates and clicks it again: the panel opens
    await expect(panel).toBeVisible();
  });
}

test('an unknown path is served the app (history fallback) and says the page is missing', async ({
  page,
}) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByText('页面不存在')).toBeVisible();
});

test("the home page's booking tabs are spaced evenly, 用车 as close to 旅游 as the others", async ({
  page,
}) => {
  await page.goto('/');
  const tabs = page.locator('.search-card__tab:not(.search-card__tab--side)');
  await expect(tabs).toHaveText(['机票', '火车票', '汽车票', '酒店', '旅游', '用车']);
  const boxes = await tabs.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  const gaps = boxes.slice(1).map((b, i) => b.left - boxes[i]!.right);
  for (const gap of gaps) {
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(Math.abs(gap - gaps[0]!)).toBeLessThan(2);
  }
});
