import { expect, test, type Page } from '@playwright/test';
import { beijingDay, payInSecondTab } from './rail-support';
import { freshMobile, signInDemoMember, watchConsole } from './support';
import { e2eStaff, signInStaff } from './staff-support';

/** Signs this spec's 运营 in to the staff console (its own account: a TOTP code is accepted once). */
const staffLogin = (desk: Page) =>
  signInStaff(desk, e2eStaff.group, desk.getByRole('menuitem', { name: '团队报价' }));

// A visitor asks for a group trip on /team (the default 北京⇄上海 round trip a month ahead) and
// gets at once the request number and the 参考价 computed from the site's fares.
test('a visitor submits a group request and sees the indicative price', async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto('/team');
  await page.getByTestId('team-to-0').click();
  await page.getByTestId('city-panel').getByRole('button', { name: '广州', exact: true }).click();
  await expect(page.getByTestId('team-to-0')).toContainText('广州');
  await page.getByTestId('team-adults').fill('8');
  await page.getByTestId('team-children').fill('1');
  await page.getByTestId('team-org').fill('上海旅行科技有限公司');
  await page.getByTestId('team-contact').fill('王经理');
  await page.getByTestId('team-mobile').fill(freshMobile());
  await page.getByTestId('team-submit').click();
  await expect(page.getByRole('alert').filter({ hasText: '人数' })).toBeVisible();
  await page.getByTestId('team-adults').fill('12');
  await page.getByTestId('team-submit').click();
  await expect(page.getByTestId('team-result')).toBeVisible();
  await expect(page.getByTestId('team-request-no')).toHaveText(/^G\d{18}$/);
  await expect(page.getByTestId('team-indicative')).toHaveText(/^¥[\d,]+/);
  await expect(page.getByTestId('team-result')).toContainText('参考价');
  await expect(page.getByTestId('team-result')).toContainText('广州');
  expect(errors).toEqual([]);
});

// The whole quote: a member's request, quoted by a 运营 in the staff console (TOTP login, 受理,
// 报价 v1), accepted by the member, whose 定金 is paid by the QR code: 已付定金.
test('a 运营 quotes a member’s group request in the console; the member accepts and pays the deposit', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await signInDemoMember(page, request);
  const segment = { from: 'CBJS', to: 'CSHA', date: beijingDay(30), timeWindow: 'ANY' };
  const submitted = await request.post('/api/plane/order/group/route/customize', {
    headers: { token },
    data: {
      tripType: 'OW',
      segments: [segment],
      adults: 12,
      purpose: 'MEETING',
      orgName: '上海旅行科技有限公司',
      contactName: '王经理',
      mobile: '13800138000',
    },
  });
  const body = (await submitted.json()) as {
    code: number;
    message: string;
    data: { requestNo: string };
  };
  expect(body.code, body.message).toBe(200);
  const { requestNo } = body.data;

  const desk = await page.context().newPage();
  await staffLogin(desk);
  await desk.getByRole('menuitem', { name: '团队报价' }).click();
  const row = desk.getByRole('row', { name: new RegExp(requestNo) });
  await row.getByRole('button', { name: '受理' }).click();
  await expect(desk.getByText('已受理，请尽快报价')).toBeVisible();
  await row.getByRole('button', { name: '报价' }).click();
  await desk.getByLabel('报价总额（元）').fill('36000');
  await desk.getByLabel('名单截止日期').click();
  await desk.getByLabel('名单截止日期').fill(beijingDay(20));
  await desk.getByLabel('名单截止日期').press('Enter');
  await desk.getByRole('button', { name: '发送报价' }).click();
  await expect(desk.getByText('报价已发送，会员可在“我的团队申请”中查看')).toBeVisible();
  await expect(row).toContainText('v1 ¥36000.00');
  await desk.close();

  await page.goto(`/teamRequests?no=${requestNo}`);
  await expect(page.getByTestId('team-quote-v1')).toBeVisible();
  await page.getByTestId('team-accept').click();
  await expect(page).toHaveURL(/\/ticket\/pay\?orderNo=\d+/);
  const orderNo = new URL(page.url()).searchParams.get('orderNo') as string;
  await payInSecondTab(page, orderNo);
  await page.goto(`/teamRequests?no=${requestNo}`);
  await expect(page.getByTestId('team-detail')).toContainText('已付定金');
});
