import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ROUTE_TABLE } from '../src/app/route-table';
import { searchRentalsAt } from './car-support';
import { beijingDay, bookG1 } from './rail-support';
import { freshMobile, signInDemoMember, watchConsole } from './support';
import { e2eStaff, signInStaff } from './staff-support';

/**
 * Every page of the app's one route table (src/app/route-table.ts, from which the router is
 * derived: route-table.test.ts checks that): each path, and once more with each query that picks
 * another screen on it (the shared paths: /train?type=bus, /ticket/book?train=…); the catch-all
 * as a path no route has. The table is data (screen modules are named by path, not imported), so
 * Playwright's loader reads it without loading the app's components.
 */
const routeUrls = ROUTE_TABLE.map((row) => {
  const path = row.path === '*' ? '/no-such-page' : row.path;
  if (path.includes(':')) {
    throw new Error(`a11y: route ${path} has a parameter; give it a sample value here`);
  }
  const query = new URLSearchParams(row.query).toString();
  return query ? `${path}?${query}` : path;
});

const cities = (from: string, to: string) =>
  `from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}&date=${beijingDay(5)}`;

/** A stay in 上海 (the hotel pages' query): two nights a week ahead, one room, one adult. */
const stay = `city=310100&cityName=${encodeURIComponent('上海')}&checkIn=${beijingDay(7)}&checkOut=${beijingDay(9)}&rooms=1&adults=1`;

/**
 * The title each route of site-spec §2 must carry (exact where the spec gives one), checked on
 * the route's visit below with the console, which must stay free of errors.
 */
const SPEC_TITLES: Readonly<Record<string, RegExp>> = {
  '/': /旅行/,
  '/login': /登录/,
  '/register': /注册/,
  '/register?type=reset': /密码/,
  '/company': /商旅/,
  '/official': /公务/,
  '/team': /团/,
  '/internation': /国际/,
  '/train': /火车/,
  '/travel': /旅游/,
  '/car': /车/,
  '/visa': /签证/,
  '/visaApply': /签证/,
  '/service': /客服/,
  '/aboutUs': /关于/,
  '/connect': /联系/,
  '/orderList': /^我的订单$/,
  '/orderDetail': /订单/,
  '/hotel': /酒店/,
  '/ticket/search': /./,
  '/ticket/book': /./,
  '/ticket/pay': /^支付订单$/,
};

/**
 * Pages in a state a plain visit does not show: each opens its state before axe runs. A state on a
 * route's own URL (/login: the overlay) is opened by that route's check.
 */
const states: { name: string; url: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'its deals and destinations loaded',
    url: '/',
    open: (page) => expect(page.getByTestId('flight-deal').first()).toBeVisible(),
  },
  {
    name: 'the calendar open (the phone: its full-screen sheet)',
    url: '/train',
    open: async (page) => {
      const calendar = page
        .locator(
          '.fs-date-popup:not(.ant-picker-dropdown-hidden), .date-sheet .ant-drawer-content-wrapper',
        )
        .first();
      // clicked before the app is up, the field is clicked again once it is (routes.spec.ts)
      await page.locator('.fs-field--date input').first().click();
      await expect(calendar).toBeVisible();
    },
  },
  {
    name: 'the login overlay',
    url: '/login',
    open: (page) => expect(page.getByRole('dialog')).toBeVisible(),
  },
  {
    name: 'the password reset form',
    url: '/register?type=reset',
    open: (page) => expect(page.getByRole('button', { name: /获取验证码/ })).toBeVisible(),
  },
  {
    name: 'flight results with the first flight’s offers open',
    url: `/ticket/search?trip=OW&from=CBJS&fromName=${encodeURIComponent('北京')}&to=CSHA&toName=${encodeURIComponent('上海')}&date=${beijingDay(5)}&cabin=Y&adults=1&children=0&infants=0`,
    open: async (page) => {
      const flight = page.getByTestId('flight-item').filter({ hasNotText: '已售罄' }).first();
      await flight.locator('[role="button"]').first().click();
      await expect(flight.getByTestId('vendor-offer').first()).toBeVisible();
    },
  },
  {
    name: 'train results',
    url: `/train?${cities('北京', '上海')}`,
    open: (page) => expect(page.getByTestId('train-item').first()).toBeVisible(),
  },
  {
    name: 'coach results',
    url: `/train?type=bus&${cities('北京', '天津')}`,
    open: (page) => expect(page.getByTestId('bus-item').first()).toBeVisible(),
  },
  {
    name: 'hotel results',
    url: `/hotel?${stay}`,
    open: (page) => expect(page.getByTestId('hotel-card').first()).toBeVisible(),
  },
  {
    name: 'hotel results on the map',
    url: `/hotel?${stay}&view=map`,
    open: (page) => expect(page.getByTestId('hotel-pin').first()).toBeVisible(),
  },
  {
    name: 'a hotel page with its room types and rate plans',
    url: `/hotel/detail?hotelId=H310100-0001&${stay}`,
    open: (page) => expect(page.getByTestId('rate-plan').first()).toBeVisible(),
  },
  {
    name: 'a tour page with its departure calendar, a date picked',
    url: '/travel/detail?productCode=TDG0001',
    open: async (page) => {
      await page.locator('button.tv-cal__day:not(:disabled)').first().click();
      await expect(page.getByTestId('tour-price-lines')).toBeVisible();
    },
  },
  {
    name: 'rental results with an offer’s breakdown open',
    url: '/car',
    open: async (page) => {
      await searchRentalsAt(page, '上海虹桥站', '上海虹桥站店');
      await page.getByRole('button', { name: '费用明细' }).first().click();
      await expect(page.getByTestId('car-line').first()).toBeVisible();
    },
  },
  {
    name: 'the visa grid with 日本 chosen and its products open',
    url: '/visa?country=JP',
    open: (page) => expect(page.getByTestId('visa-product').first()).toBeVisible(),
  },
  {
    name: 'a visa product with its checklist, for an applicant of another 领区',
    url: '/visa/detail?code=VJP01SHA',
    open: async (page) => {
      await expect(page.getByTestId('visa-checklist')).toBeVisible();
      await page.getByLabel('省份').selectOption('44');
      await expect(page.getByTestId('visa-district-refusal')).toBeVisible();
    },
  },
  {
    name: 'a visitor asked to log in before applying for a visa',
    url: '/visaApply?code=VJP01SHA',
    open: (page) => expect(page.getByRole('button', { name: '立即登录' })).toBeVisible(),
  },
  {
    name: 'the staff console’s login (its own page, admin.html)',
    url: '/admin/login',
    open: (page) => expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible(),
  },
];

/**
 * Counts the page's requests in flight from now on; the returned function waits until none has
 * been for `quietMs`. Playwright's `networkidle` waits 500 ms after the last one, which is most of
 * the time of a page's check here (a screen's chunk and its data start within a frame or two of
 * each other).
 */
function watchRequests(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastEnd = Date.now();
  const end = () => {
    inFlight -= 1;
    lastEnd = Date.now();
  };
  page.on('request', () => (inFlight += 1));
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return (quietMs = 200) =>
    expect
      .poll(() => inFlight <= 0 && Date.now() - lastEnd >= quietMs, { intervals: [50] })
      .toBe(true);
}

/**
 * Waits for the page to settle: its layout is up, nothing is being fetched and every finite
 * animation (an overlay fading in, a panel sliding open) has ended, so axe reads the final colours
 * rather than a frame of a fade.
 */
async function settle(page: Page, quiet: () => Promise<void>): Promise<void> {
  // the member layout's navigation, or the staff console's login (admin.html has no member nav)
  await expect(
    page.getByRole('navigation').or(page.locator('#admin-root main')).first(),
  ).toBeVisible();
  await quiet();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
}

/**
 * Runs axe's WCAG 2.1 A and AA rules on the page and fails on every serious or critical
 * violation, naming the rule, the nodes' selectors and the page.
 */
async function expectNoSeriousViolations(
  page: Page,
  quiet: () => Promise<void>,
  label: string,
): Promise<void> {
  await settle(page, quiet);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // axe.run in the page itself: the default (a partial run per frame, finished in a blank page
    // it opens) costs about half a second a page, and the site has no frames to reach into
    .setLegacyMode()
    // only the violations in full: axe then keeps one node of each passed rule rather than all
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => {
        // axe's summary spans lines ("Fix any of the following:" …): one line per node reads better
        const why = (n.failureSummary ?? '').replace(/\s*\n\s*/g, ' ');
        return `${v.id} (${v.impact}) at ${n.target.join(' ')}: ${why}`;
      }),
    );
  expect(serious, `axe on ${label} (${page.url()})`).toEqual([]);
}

test.describe('WCAG 2.1 A/AA (axe): no serious or critical violation', () => {
  // every route of the router's table; a table that yields nothing is a broken walk, not a pass
  test('the route table yields the pages to check', () => {
    expect(routeUrls).toContain('/');
    expect(routeUrls).toContain('/ticket/search');
    expect(routeUrls.length).toBeGreaterThan(15);
  });

  test("the spec's routes are all walked", () => {
    const walked = [...routeUrls, ...states.map((st) => st.url)];
    expect(Object.keys(SPEC_TITLES).filter((url) => !walked.includes(url))).toEqual([]);
  });

  /** A visit: the page in its state, its title where the spec gives one, axe, no console error. */
  const check = async (
    page: Page,
    url: string,
    label: string,
    open?: (p: Page) => Promise<void>,
  ) => {
    const errors = watchConsole(page);
    const quiet = watchRequests(page);
    await page.goto(url);
    await open?.(page);
    if (SPEC_TITLES[url]) await expect(page).toHaveTitle(SPEC_TITLES[url]);
    await expectNoSeriousViolations(page, quiet, label);
    expect(errors, `console errors on ${url}`).toEqual([]);
  };

  for (const url of routeUrls) {
    const state = states.find((st) => st.url === url);
    test(`route ${url}${state ? ` (${state.name})` : ''}`, ({ page }) =>
      check(page, url, url, state?.open));
  }

  for (const state of states.filter((st) => !routeUrls.includes(st.url))) {
    test(`${state.name} (${state.url.split('&')[0]})`, ({ page }) =>
      check(page, state.url, state.name, state.open));
  }

  test("a member's order list", async ({ page, request }) => {
    await signInDemoMember(page, request);
    const quiet = watchRequests(page);
    await page.goto('/orderList');
    await expect(page.getByRole('tab', { name: '全部' })).toBeVisible();
    await expectNoSeriousViolations(page, quiet, "the demo member's order list");
  });

  test("a member's 常用旅客 form with its optional parts open", async ({ page, request }) => {
    await signInDemoMember(page, request);
    const quiet = watchRequests(page);
    await page.goto('/passengers');
    await page.getByTestId('add-saved-passenger').click();
    for (const part of ['passport', 'student', 'disabledSoldier']) {
      await page.getByTestId(`section-${part}-toggle`).click();
    }
    await expect(page.getByTestId('editor-school')).toBeVisible();
    await expectNoSeriousViolations(page, quiet, "the demo member's 常用旅客 form");
  });

  test("a member's visa application, two applicants, its problems shown", async ({
    page,
    request,
  }) => {
    await signInDemoMember(page, request);
    const quiet = watchRequests(page);
    await page.goto('/visaApply?code=VJP01SHA');
    await page.getByTestId('add-applicant').click();
    await page.getByTestId('submit-order').click();
    await expect(page.getByText('请输入申请人姓名').first()).toBeVisible();
    await expectNoSeriousViolations(page, quiet, "the demo member's visa application");
  });

  test("a member's car booking page, 优享 cover and a child seat chosen", async ({
    page,
    request,
  }) => {
    await signInDemoMember(page, request);
    await page.goto('/car');
    await searchRentalsAt(page, '上海虹桥站', '上海虹桥站店');
    const quiet = watchRequests(page);
    await page.getByTestId('car-book').first().click();
    await expect(page.getByTestId('car-book-offer')).toBeVisible();
    await page.getByTestId('tier-PLUS').check();
    await page.getByTestId('child-seats').selectOption('1');
    await page.getByTestId('driver-name').fill('王小明');
    await expect(page.getByTestId('car-book-total')).toBeVisible();
    await expectNoSeriousViolations(page, quiet, "the demo member's car booking page");
  });

  test("a member's unpaid order on the pay page (on a phone with the wallet choice)", async ({
    page,
    request,
  }) => {
    const token = await signInDemoMember(page, request);
    const orderNo = await bookG1(request, token, { name: '无障碍', year: 1979, days: 6 });
    const quiet = watchRequests(page);
    await page.goto(`/ticket/pay?orderNo=${orderNo}`);
    await expect(page.getByTestId('pay-qrcode')).toBeVisible();
    await expectNoSeriousViolations(page, quiet, "the demo member's pay page");
  });
  test('the staff console as a 管理员: every page of its menu, then the queues with requests', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const quiet = watchRequests(page);
    const menu = page.getByRole('menu').getByRole('menuitem');
    await signInStaff(page, e2eStaff.admin[testInfo.project.name]!, menu.first());
    // the 管理员 sees every page; an item per page, so a new page is checked without a new line
    const pages = await menu.count();
    expect(pages).toBeGreaterThanOrEqual(10);
    const visit = async (item: number) => {
      await menu.nth(item).click();
      await expect(menu.nth(item)).toHaveClass(/ant-menu-item-selected/);
      await expectNoSeriousViolations(page, quiet, `console page ${page.url()}`);
    };
    for (let item = 0; item < pages; item += 1) await visit(item);

    // the queues as staff meet them: a group request, an official lead and a feedback ticket
    await submitConsoleWork(request);
    for (const name of ['团队报价', '合作申请', '客服工单']) {
      const item = (await menu.allTextContents()).findIndex((text) => text.includes(name));
      await visit(item);
      await expect(page.getByRole('row').nth(1)).not.toContainText('暂无数据');
    }
  });
});

/** A visitor's group request, official-business lead and feedback: one row in three queues. */
async function submitConsoleWork(request: APIRequestContext): Promise<void> {
  const calls: [string, object][] = [
    [
      '/api/plane/order/group/route/customize',
      {
        tripType: 'OW',
        segments: [{ from: 'CBJS', to: 'CSHA', date: beijingDay(30), timeWindow: 'ANY' }],
        adults: 12,
        purpose: 'MEETING',
        orgName: '上海旅行科技有限公司',
        contactName: '王经理',
        mobile: freshMobile(),
      },
    ],
    [
      '/api/plane/cooperate/official/business/submit',
      {
        orgName: '杭州市西湖区财政局',
        orgType: 'PARTY_GOV',
        creditCode: '91350100M000100Y43',
        budgetLevel: 'COUNTY',
        region: '浙江省杭州市西湖区',
        contactName: '王科长',
        mobile: freshMobile(),
        services: ['GOV_FLIGHT'],
        yearlyTrips: 100,
        officialCard: true,
        consent: true,
      },
    ],
    [
      '/api/service/feedback',
      { category: 'OTHER', name: '张三', mobile: freshMobile(), description: '建议增加夜间模式' },
    ],
  ];
  for (const [url, data] of calls) {
    const body = (await (await request.post(url, { data })).json()) as {
      code: number;
      message: string;
    };
    expect(body.code, `${url}: ${body.message}`).toBe(200);
  }
}
