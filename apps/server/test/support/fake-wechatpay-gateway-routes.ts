import { randomUUID } from 'node:crypto';
import { nonce } from './fake-wechatpay-gateway-crypto';

// The fake's business rules per API path (下单, 查询订单, 退款申请), kept in memory.

/** A trade as the fake keeps it (the fields of 查询订单's answer, and what 下单 sent). */
export interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  description: string;
  time_expire: string;
  notify_url: string;
  trade_type: 'NATIVE' | 'MWEB';
  trade_state: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
  amount: { total: number; currency: string };
  scene_info?: { payer_client_ip: string; h5_info: { type: string } };
  transaction_id?: string;
  success_time?: string;
}

/** A refund as the fake keeps it (退款申请's answer). */
export interface FakeRefund {
  refund_id: string;
  out_refund_no: string;
  out_trade_no: string;
  transaction_id: string;
  status: 'SUCCESS';
  amount: { refund: number; total: number; currency: string };
}

/** An answer: HTTP status and JSON body (WeChat's `{code, message}` for errors). */
export type FakeAnswer = { status: number; body: object };

/** The fake's state the routes read and change. */
export interface FakeState {
  mchid: string;
  appid: string;
  transactions: Map<string, FakeTransaction>;
  /** Every refund made, in order (a repeat must not add one). */
  refunds: FakeRefund[];
}

const fail = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { code, message },
});

const RFC3339_BEIJING = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/;

/** 下单 (Native / H5): checks the fields WeChat requires, keeps the trade NOTPAY. */
function createTrade(s: FakeState, type: FakeTransaction['trade_type'], b: FakeTransaction) {
  const total = b.amount?.total;
  if (b.appid !== s.appid || b.mchid !== s.mchid)
    return fail(400, 'PARAM_ERROR', 'appid和mch_id不匹配');
  if (typeof b.description !== 'string' || Array.from(b.description).length > 127)
    return fail(400, 'PARAM_ERROR', '商品描述过长');
  if (!/^[\w*|-]{6,32}$/.test(b.out_trade_no ?? ''))
    return fail(400, 'PARAM_ERROR', '商户订单号有误');
  if (!Number.isSafeInteger(total) || total <= 0 || b.amount.currency !== 'CNY')
    return fail(400, 'PARAM_ERROR', '订单金额有误');
  if (!RFC3339_BEIJING.test(b.time_expire ?? '')) return fail(400, 'PARAM_ERROR', '时间格式有误');
  if (!/^https:\/\//.test(b.notify_url ?? '')) return fail(400, 'PARAM_ERROR', '通知地址有误');
  if (type === 'MWEB' && (!b.scene_info?.payer_client_ip || b.scene_info.h5_info?.type !== 'Wap'))
    return fail(400, 'PARAM_ERROR', '场景信息有误');
  const known = s.transactions.get(b.out_trade_no);
  if (known && known.trade_state !== 'NOTPAY') return fail(400, 'ORDERPAID', '该订单已支付');
  s.transactions.set(b.out_trade_no, { ...b, trade_type: type, trade_state: 'NOTPAY' });
  return null;
}

/** 查询订单's view of a trade. */
export function tradeView(t: FakeTransaction): object {
  const { description: _d, time_expire: _t, notify_url: _n, scene_info: _s, ...view } = t;
  return {
    ...view,
    trade_state_desc: t.trade_state,
    amount: { ...t.amount, payer_total: t.amount.total, payer_currency: 'CNY' },
  };
}

/** 退款申请: idempotent by `out_refund_no` (a repeat answers the refund it made). */
function refund(s: FakeState, b: FakeRefund): FakeAnswer {
  const known = s.refunds.find((r) => r.out_refund_no === b.out_refund_no);
  if (known) return { status: 200, body: known };
  const t = s.transactions.get(b.out_trade_no);
  if (!t) return fail(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
  if (!t.transaction_id) return fail(400, 'INVALID_REQUEST', '订单未支付，无法退款');
  if (b.amount?.total !== t.amount.total || b.amount.currency !== 'CNY')
    return fail(400, 'INVALID_REQUEST', '订单金额或退款金额与之前请求不一致，请核实后再试');
  const refunded = s.refunds
    .filter((r) => r.out_trade_no === t.out_trade_no)
    .reduce((sum, r) => sum + r.amount.refund, 0);
  if (!(b.amount.refund > 0) || refunded + b.amount.refund > t.amount.total)
    return fail(403, 'NOT_ENOUGH', '申请退款金额超过订单可退金额');
  const made: FakeRefund = {
    refund_id: `50${Date.now()}${nonce(6)}`,
    out_refund_no: b.out_refund_no,
    out_trade_no: t.out_trade_no,
    transaction_id: t.transaction_id,
    status: 'SUCCESS',
    amount: { refund: b.amount.refund, total: b.amount.total, currency: 'CNY' },
  };
  s.refunds.push(made);
  t.trade_state = 'REFUND';
  return { status: 200, body: made };
}

/** Answers one authorised request. */
export function route(s: FakeState, method: string, url: URL, body: string): FakeAnswer {
  let b: never;
  try {
    b = (body ? JSON.parse(body) : {}) as never;
  } catch {
    return fail(400, 'PARAM_ERROR', '请求体不是JSON');
  }
  const path = url.pathname;
  if (method === 'POST' && path === '/v3/pay/transactions/native') {
    const refused = createTrade(s, 'NATIVE', b);
    return (
      refused ?? { status: 200, body: { code_url: `weixin://wxpay/bizpayurl?pr=${nonce(8)}` } }
    );
  }
  if (method === 'POST' && path === '/v3/pay/transactions/h5') {
    const refused = createTrade(s, 'MWEB', b);
    const prepay = `wx${Date.now()}${nonce(8)}`;
    const h5 = `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepay}&package=1`;
    return refused ?? { status: 200, body: { h5_url: h5 } };
  }
  const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(path);
  if (method === 'GET' && query?.[1]) {
    if (url.searchParams.get('mchid') !== s.mchid) return fail(400, 'PARAM_ERROR', 'mchid有误');
    const t = s.transactions.get(decodeURIComponent(query[1]));
    return t ? { status: 200, body: tradeView(t) } : fail(404, 'ORDER_NOT_EXIST', '订单不存在');
  }
  if (method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(s, b);
  return fail(404, 'NOT_FOUND', `无此接口 ${randomUUID()}`);
}
