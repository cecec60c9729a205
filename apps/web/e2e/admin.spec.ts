// The staff console end to end (issue 27): a 运营 account made by the staff CLI before the
// server starts (scripts/e2e-server.mjs writes data/e2e/e2e-staff.json) logs in with a TOTP code,
// sees a member's stay at a 人工确认 hotel in the 酒店确认 queue, confirms it with the hotel's
// confirmation number, and the member's order then reads 已确认.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { beijingDay } from './rail-support';
import { e2eStaff, signInStaff } from './staff-support';

type Answer<T> = { code: number; message: string; data: T };
async function post<T>(request: APIRequestContext, url: string, data: object, token?: string) {
  const res = await request.post(url, { data, headers: token ? { token } : {} });
  return (await res.json()) as Answer<T>;
}

interface Plan {
  ratePlanId: string;
  paymentMode: string;
  available: boolean;
  totalFen: number;
}

/** Books a pay-at-hotel room at 上海's fourth hotel (人工确认, `isAutoConfirm`) as the demo member. */
async function bookManualStay(request: APIRequestContext) {
  const login = await post<{ token: string }>(request, '/api/user/login', {
    mobile: '13800138000',
    password: 'lvxing2026',
  });
  const token = login.data.token;
  const stay = { checkIn: beijingDay(9), checkOut: beijingDay(10), rooms: 1, adults: 1 };
  const detail = await post<{ roomTypes: { plans: Plan[] }[] }>(request, '/api/hotel/detail', {
    hotelId: 'H310100-0004',
    ...stay,
  });
  const plan = detail.data.roomTypes
    .flatMap((r) => r.plans)
    .find((p) => p.paymentMode === 'PAY_AT_HOTEL' && p.available);
  expect(plan, 'a pay-at-hotel plan').toBeDefined();
  const order = await post<{ orderNo: string }>(
    request,
    '/api/hotel/order/create',
    {
      ratePlanId: plan!.ratePlanId,
      ...stay,
      guests: [{ name: '林小雨' }],
      contact: { name: '林小雨', mobile: '13800138000' },
      expectedTotalFen: plan!.totalFen,
    },
    token,
  );
  expect(order.code, order.message).toBe(200);
  return { token, orderNo: order.data.orderNo };
}

test('a 运营 logs in with a TOTP code and confirms a 人工确认 stay; the member sees 已确认', async ({
  page,
  request,
}) => {
  const { token, orderNo } = await bookManualStay(request);

  await page.goto('/admin/hotel');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInStaff(page, e2eStaff, page.getByText('测试运营', { exact: true }));
  await expect(page.getByRole('menuitem', { name: '员工管理' })).toHaveCount(0);

  await page.getByRole('menuitem', { name: '酒店确认' }).click();
  const row = page.getByRole('row', { name: new RegExp(orderNo) });
  await expect(row).toContainText('已等待');
  await row.getByRole('button', { name: /确\s*认$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('酒店确认号').fill('HX-20261127');
  await dialog.getByRole('button', { name: /确\s*认/ }).click();
  await expect(page.getByText(`订单 ${orderNo} 已确认`)).toBeVisible();
  await expect(row).toHaveCount(0);

  const detail = await post<{ state: string; stateLabel: string }>(
    request,
    '/api/hotel/order/detail',
    { orderNo },
    token,
  );
  expect(detail.data).toMatchObject({ state: 'CONFIRMED', stateLabel: '已确认' });
});
