import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { beijingDay, residentId } from './rail-support';
import { signInDemoMember } from './support';
import { e2eStaff, signInStaff } from './staff-support';

/** A 1×1 PNG, the attachment. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the 客服 in to the staff console (TOTP) and answers the ticket with 待您回复. */
async function agentReplies(page: Page, ticketNo: string, reply: string) {
  await page.goto('/admin/service');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await signInStaff(page, e2eStaff.service, page.getByText('测试客服', { exact: true }));
  await page.getByRole('menuitem', { name: '客服工单' }).click();
  const row = page.getByRole('row', { name: new RegExp(ticketNo) });
  await expect(row).toContainText('已等待');
  await row.getByRole('button', { name: '查看处理' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText(/订单截图\.png/)).toBeVisible();
  await drawer.getByLabel('回复内容').fill(reply);
  await drawer.getByLabel('回复后状态').click();
  await page.getByTitle('待您回复').click();
  await drawer.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText(`工单 ${ticketNo} 已回复，改为“待您回复”`)).toBeVisible();
}

/** An unpaid G1 order of the demo member, through the booking call. */
async function trainOrder(request: APIRequestContext, token: string): Promise<string> {
  const booked = await request.post('/api/train/order/retail/create', {
    headers: { token },
    data: {
      trainCode: 'G1',
      from: 'VNP',
      to: 'AOH',
      seatClass: 'O',
      date: beijingDay(5),
      contact: { name: '张三', mobile: '13900001111' },
      passengers: [{ name: '王小明', idType: '1', idNo: residentId(), ticketType: '1' }],
    },
  });
  return ((await booked.json()) as { data: { orderNo: string } }).data.orderNo;
}

test('联系客服 from an order: a ticket with a screenshot; a 客服 answers it in the console, the member reads the reply', async ({
  page,
  request,
}) => {
  const token = await signInDemoMember(page, request);
  const orderNo = await trainOrder(request, token);
  await page.goto(`/orderDetail?orderNo=${orderNo}`);
  await page.getByTestId('order-contact-service').click();
  await expect(page).toHaveURL(new RegExp(`/service\\?orderNo=${orderNo}&new=1`));
  await expect(page.getByLabel('订单号（选填）')).toHaveValue(orderNo);
  await page.getByTestId('ticket-description').fill('出发日期填错了，想咨询能否改签到后一天');
  await page.locator('input[type=file]').setInputFiles({
    name: '订单截图.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await page.getByTestId('ticket-submit').click();
  const view = page.getByTestId('ticket-view');
  await expect(view.getByTestId('ticket-state')).toHaveText('已提交');
  await expect(view).toContainText('24 小时内首次回复');
  await expect(view).toContainText(orderNo);
  await expect(view.getByTestId('ticket-message')).toContainText('订单截图.png');
  const ticketNo = /S\d{18}/.exec((await view.textContent()) ?? '')![0];
  await page.getByRole('tab', { name: '我的工单' }).click();
  await expect(page.getByTestId('ticket-row').first()).toContainText('已提交');

  const reply = '您好，G1 次可改签到次日同车次，请确认是否办理';
  await agentReplies(page, ticketNo, reply);

  await page.goto(`/service?ticket=${ticketNo}`);
  await expect(view.getByTestId('ticket-state')).toHaveText('待您回复');
  await expect(view.getByTestId('ticket-message').last()).toContainText(reply);
});
