import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  ServicePath,
  StaffServicePath,
  type StaffTicketDetail,
  type StaffTicketQueueResult,
  type TicketActResult,
  type TicketDetail,
  type TicketListResult,
} from '@lvxing/shared';
import { auditLog } from '../src/db/schema';
import { bookFlightOrder, call, dayFromNow, loginMember, residentId, uniqueIp } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';
import { readBack, uploadedPng } from './service-fixtures';

const w = await staffWorld();
const member = await loginMember(w.app);
const intruder = await loginMember(w.app);
const service = await makeAccount(w, 'SERVICE');
const serviceToken = await tokenOf(w, service);
const adminToken = await tokenOf(w, await makeAccount(w, 'ADMIN'));
const opsToken = await tokenOf(w, await makeAccount(w, 'OPERATIONS'));
const flight = await bookFlightOrder(w.app, {
  token: member,
  date: dayFromNow(6),
  idNo: residentId('19850611', 31),
});
const orderNo = flight.data.orderNo;

const open = (token: string, body: object) =>
  call<TicketActResult>(w.app, ServicePath.create, body, { token });
const detail = (token: string, ticketNo: string) =>
  call<TicketDetail>(w.app, ServicePath.detail, { ticketNo }, { token });
const staff = <T = TicketActResult>(url: string, body: object, staffToken = serviceToken) =>
  staffCall<T>(w.app, url, body, { staffToken });
const auditOf = (ticketNo: string) =>
  w.database.db.select().from(auditLog).where(eq(auditLog.objectId, ticketNo)).orderBy(auditLog.id);

async function newTicket(): Promise<string> {
  const attachment = await uploadedPng(w.app, { token: member });
  const res = await open(member, {
    category: 'FLIGHT',
    orderNo,
    description: '退票后还没有收到退款，请帮忙查询',
    attachmentIds: [attachment],
  });
  expect(res.code).toBe(200);
  return res.data.ticketNo;
}

describe('a ticket’s life', () => {
  it('opened with an order and a photo, answered both ways, resolved, closed and rated', async () => {
    const ticketNo = await newTicket();
    expect(ticketNo).toMatch(/^S\d{18}$/);
    const mine = await detail(member, ticketNo);
    expect(mine.data).toMatchObject({ state: 'SUBMITTED', stateLabel: '已提交', orderNo });
    expect(mine.data.categoryLabel).toBe('机票');
    expect(mine.data.messages[0]!.attachments[0]!.mime).toBe('image/png');
    const due = Date.parse(mine.data.replyDueAt) - Date.parse(mine.data.submittedAt);
    expect(due).toBe(24 * 3_600_000);

    w.clock.advance(1000);
    const staffPng = await uploadedPng(w.app, { staffToken: serviceToken });
    const asked = await staff(StaffServicePath.reply, {
      ticketNo,
      content: '请提供退款到账的银行卡后四位',
      attachmentIds: [staffPng],
      state: 'AWAITING_MEMBER',
    });
    expect(asked.data).toMatchObject({ state: 'AWAITING_MEMBER', stateLabel: '待您回复' });
    // the member reads the staff's attachment, since it is on their ticket
    expect((await readBack(w.app, staffPng, { token: member })).status).toBe(200);
    expect((await readBack(w.app, staffPng, { token: intruder })).res.json().code).toBe(
      ErrorCode.FILE_NOT_FOUND,
    );

    w.clock.advance(1000);
    const answered = await call<TicketActResult>(
      w.app,
      ServicePath.reply,
      { ticketNo, content: '尾号 6789' },
      { token: member },
    );
    expect(answered.data.state).toBe('PROCESSING');
    const early = await call(w.app, ServicePath.close, { ticketNo, rating: 5 }, { token: member });
    expect(early.code).toBe(ErrorCode.TICKET_STATE_NOT_ALLOWED);

    w.clock.advance(1000);
    await staff(StaffServicePath.reply, { ticketNo, content: '退款已原路退回', state: 'RESOLVED' });
    const closed = await call<TicketActResult>(
      w.app,
      ServicePath.close,
      { ticketNo, rating: 4, comment: '处理及时' },
      { token: member },
    );
    expect(closed.data).toMatchObject({ state: 'CLOSED', stateLabel: '已关闭' });
    const end = await detail(member, ticketNo);
    expect(end.data.messages.map((m) => m.author)).toEqual(['MEMBER', 'STAFF', 'MEMBER', 'STAFF']);
    expect(end.data.messages[1]!.authorName).toBe('客服 测试员工');
    expect(end.data).toMatchObject({ rating: 4, ratingComment: '处理及时' });
    expect(end.data.firstReplyAt).not.toBeNull();
    const again = await call(w.app, ServicePath.close, { ticketNo, rating: 1 }, { token: member });
    expect(again.code).toBe(ErrorCode.TICKET_STATE_NOT_ALLOWED);
    const late = await call(
      w.app,
      ServicePath.reply,
      { ticketNo, content: '再问一下' },
      { token: member },
    );
    expect(late.code).toBe(ErrorCode.TICKET_STATE_NOT_ALLOWED);

    const list = await call<TicketListResult>(w.app, ServicePath.list, {}, { token: member });
    expect(list.data.items.map((t) => t.ticketNo)).toContain(ticketNo);
  });

  it('writes an audit row for each staff view, reply and state change, in order', async () => {
    const ticketNo = await newTicket();
    const seen = await staff<StaffTicketDetail>(StaffServicePath.detail, { ticketNo });
    expect(seen.data.contactMobileMasked).toMatch(/^1\d{2}\*{4}\d{4}$/);
    await staff(StaffServicePath.state, { ticketNo, state: 'PROCESSING' }, adminToken);
    await staff(StaffServicePath.reply, { ticketNo, content: '已为您加急处理' });
    const rows = await auditOf(ticketNo);
    expect(rows.map((r) => [r.action, r.objectType])).toEqual([
      ['TICKET_VIEW', 'SERVICE_TICKET'],
      ['TICKET_STATE', 'SERVICE_TICKET'],
      ['TICKET_REPLY', 'SERVICE_TICKET'],
    ]);
    expect(rows[0]!.staffId).toBe(service.id);
    expect(rows[1]).toMatchObject({
      before: { state: 'SUBMITTED' },
      after: { state: 'PROCESSING' },
    });
  });

  it('refuses a state move outside the table (23002), and nothing is audited for it', async () => {
    const ticketNo = await newTicket();
    await staff(StaffServicePath.state, { ticketNo, state: 'CLOSED' });
    const reopen = await staff(StaffServicePath.state, { ticketNo, state: 'PROCESSING' });
    expect(reopen.code).toBe(ErrorCode.TICKET_STATE_NOT_ALLOWED);
    expect(reopen.message).toBe('工单已关闭，不能改为处理中');
    expect((await auditOf(ticketNo)).map((r) => r.action)).toEqual(['TICKET_STATE']);
  });
});

describe('who may do what', () => {
  it('another member can neither read, reply to nor close a ticket (23001), nor use its order', async () => {
    const ticketNo = await newTicket();
    const before = await detail(member, ticketNo);
    for (const [path, body] of [
      [ServicePath.detail, { ticketNo }],
      [ServicePath.reply, { ticketNo, content: '我来看看' }],
      [ServicePath.close, { ticketNo, rating: 1 }],
    ] as const) {
      const res = await call(w.app, path, body, { token: intruder });
      expect(res, path).toMatchObject({ code: ErrorCode.TICKET_NOT_FOUND, data: null });
    }
    const theirOrder = await open(intruder, {
      category: 'FLIGHT',
      orderNo,
      description: '帮我查一下这个订单',
    });
    expect(theirOrder.code).toBe(ErrorCode.TICKET_ORDER_NOT_FOUND);
    expect((await detail(member, ticketNo)).data).toEqual(before.data);
  });

  it('nobody attaches a file they did not upload, nor one already attached (23004)', async () => {
    const theirs = await uploadedPng(w.app, { token: member });
    const stolen = await open(intruder, {
      category: 'OTHER',
      description: '附上截图请查看',
      attachmentIds: [theirs],
    });
    expect(stolen.code).toBe(ErrorCode.TICKET_ATTACHMENT_INVALID);
    const ok = await open(member, {
      category: 'OTHER',
      description: '附上截图请查看',
      attachmentIds: [theirs],
    });
    expect(ok.code).toBe(200);
    const twice = await open(member, {
      category: 'OTHER',
      description: '附上截图请查看',
      attachmentIds: [theirs],
    });
    expect(twice.code).toBe(ErrorCode.TICKET_ATTACHMENT_INVALID);
  });

  it('staff calls: a member token answers 30002, 运营 30003; 客服 and 管理员 pass', async () => {
    const ticketNo = await newTicket();
    const res = await call(w.app, StaffServicePath.detail, { ticketNo }, { token: member });
    expect(res.code).toBe(ErrorCode.STAFF_SESSION_INVALID);
    const bodies = {
      [StaffServicePath.queue]: {},
      [StaffServicePath.detail]: { ticketNo },
      [StaffServicePath.reply]: { ticketNo, content: '运营回复', state: 'RESOLVED' },
      [StaffServicePath.state]: { ticketNo, state: 'RESOLVED' },
    };
    for (const [url, body] of Object.entries(bodies)) {
      expect((await staff(url, body, opsToken)).code, url).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
    expect((await staff(StaffServicePath.detail, { ticketNo }, adminToken)).code).toBe(200);
    expect((await auditOf(ticketNo)).length).toBe(1);
  });
});

describe('visitor feedback', () => {
  it('is a ticket without an order, limited per address and per mobile (10029)', async () => {
    const ip = uniqueIp();
    const body = { name: '王五', mobile: '13912345678', description: '希望增加更多城市的汽车票' };
    const first = await call<TicketActResult>(w.app, ServicePath.feedback, body, { ip });
    expect(first.data).toMatchObject({ state: 'SUBMITTED' });
    const seen = await staff<StaffTicketDetail>(StaffServicePath.detail, {
      ticketNo: first.data.ticketNo,
    });
    expect(seen.data).toMatchObject({
      fromMember: false,
      contactName: '王五',
      contactMobileMasked: '139****5678',
      categoryLabel: '其他',
      orderNo: null,
    });
    expect(JSON.stringify(seen.data)).not.toContain('13912345678');
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      codes.push((await call(w.app, ServicePath.feedback, body, { ip: uniqueIp() })).code);
    }
    expect(codes).toEqual([200, 200, 200, 200, ErrorCode.TOO_MANY_REQUESTS]);
  });

  it('names a bad field in Chinese', async () => {
    const res = await call(w.app, ServicePath.feedback, {
      name: '王五',
      mobile: '123',
      description: '短',
    });
    expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(res.message).toMatch(/手机号|问题描述/);
  });
});

describe('the staff queue', () => {
  // last: it moves the clock a day on
  it('lists oldest first with counts, the SLA clock and 只看超时', async () => {
    const ticketNo = await newTicket();
    w.clock.advance(25 * 3_600_000);
    // a day later: sessions have ended, the 客服 logs in anew
    const fresh = await tokenOf(w, service);
    const q = await staff<StaffTicketQueueResult>(
      StaffServicePath.queue,
      { state: 'SUBMITTED', overdueOnly: true, pageSize: 50 },
      fresh,
    );
    expect(q.code).toBe(200);
    const item = q.data.items.find((t) => t.ticketNo === ticketNo);
    expect(item).toMatchObject({ overdue: true, fromMember: true, categoryLabel: '机票' });
    expect(q.data.overdue).toBe(q.data.total);
    expect(q.data.byState.SUBMITTED).toBeGreaterThanOrEqual(1);
    const times = q.data.items.map((t) => t.submittedAt);
    expect([...times].sort()).toEqual(times);
  });
});
