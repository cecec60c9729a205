import { randomInt } from 'node:crypto';

/** One trade on the fake (当面付 precreate, or a 资金授权 capture paid at once). */
export interface FakeTrade {
  outTradeNo: string;
  tradeNo: string;
  totalFen: number;
  subject: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  /** When paid: Beijing time `yyyy-MM-dd HH:mm:ss`. */
  paidAt?: string;
  /** Refunds by out_request_no, in fen. */
  refunds: Map<string, number>;
}

/** One 资金授权 order on the fake: what was frozen, captured (paid) and unfrozen, in fen. */
export interface FakeHold {
  outOrderNo: string;
  authNo: string;
  /** The out_request_no of the voucher (the freeze's operation). */
  outRequestNo: string;
  amountFen: number;
  status: 'INIT' | 'AUTHORIZED';
  frozenFen: number;
  /** Captures by out_trade_no of their `alipay.trade.pay`. */
  captures: Map<string, number>;
  /** Unfreezes by out_request_no. */
  unfreezes: Map<string, number>;
}

/** The fake's memory of trades (by out_trade_no) and holds (by out_order_no). */
export interface FakeState {
  trades: Map<string, FakeTrade>;
  holds: Map<string, FakeHold>;
}

type Biz = Record<string, unknown>;
type Answer = Record<string, unknown>;

const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
const yuan = (fen: number) => (fen / 100).toFixed(2);
/** The rest of a hold still frozen. */
export const restFen = (h: FakeHold) => h.frozenFen - sum(h.captures) - sum(h.unfreezes);
const digits = (n: number) => String(randomInt(0, 10 ** n)).padStart(n, '0');
/** A trade or auth number as Alipay's: 28 digits. */
export const alipayNo = () => `2026${digits(12)}${digits(12)}`;

const ok = (fields: Answer): Answer => ({ code: '10000', msg: 'Success', ...fields });
/** A refusal as Alipay answers one: 40002 for isv.* (the request), else 40004 (the business). */
export const fail = (sub_code: string, sub_msg: string): Answer => ({
  code: sub_code.startsWith('isv.') ? '40002' : '40004',
  msg: sub_code.startsWith('isv.') ? 'Invalid Arguments' : 'Business Failed',
  sub_code,
  sub_msg,
});

/** Alipay's amounts as the fake insists on them: yuan with exactly two decimals. */
function fen(v: unknown): number | null {
  const m = typeof v === 'string' ? /^(0|[1-9]\d*)\.(\d{2})$/.exec(v) : null;
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

function precreate(s: FakeState, b: Biz): Answer {
  const totalFen = fen(b.total_amount);
  if (typeof b.out_trade_no !== 'string' || totalFen === null || typeof b.subject !== 'string') {
    return fail('isv.invalid-parameter', '参数无效');
  }
  const trade = s.trades.get(b.out_trade_no) ?? {
    outTradeNo: b.out_trade_no,
    tradeNo: alipayNo(),
    totalFen,
    subject: b.subject,
    status: 'WAIT_BUYER_PAY' as const,
    refunds: new Map<string, number>(),
  };
  if (trade.totalFen !== totalFen) return fail('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
  s.trades.set(trade.outTradeNo, trade);
  return ok({
    out_trade_no: trade.outTradeNo,
    qr_code: `https://qr.alipay.com/bax0${trade.tradeNo}`,
  });
}

function query(s: FakeState, b: Biz): Answer {
  const t = s.trades.get(String(b.out_trade_no));
  if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在');
  return ok({
    trade_no: t.tradeNo,
    out_trade_no: t.outTradeNo,
    trade_status: t.status,
    total_amount: yuan(t.totalFen),
    buyer_logon_id: '159****5620',
    ...(t.paidAt ? { send_pay_date: t.paidAt } : {}),
  });
}

function refund(s: FakeState, b: Biz): Answer {
  const t = s.trades.get(String(b.out_trade_no));
  const amount = fen(b.refund_amount);
  const requestNo =
    typeof b.out_request_no === 'string' ? b.out_request_no : String(b.out_trade_no);
  if (!t) return fail('ACQ.TRADE_NOT_EXIST', '交易不存在');
  if (amount === null) return fail('isv.invalid-parameter', '退款金额无效');
  const seen = t.refunds.has(requestNo);
  if (!seen) {
    if (t.status !== 'TRADE_SUCCESS') return fail('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
    if (sum(t.refunds) + amount > t.totalFen) {
      return fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
    }
    t.refunds.set(requestNo, amount);
    if (sum(t.refunds) === t.totalFen) t.status = 'TRADE_CLOSED';
  }
  return ok({
    trade_no: t.tradeNo,
    out_trade_no: t.outTradeNo,
    refund_fee: yuan(sum(t.refunds)),
    fund_change: seen ? 'N' : 'Y',
  });
}

function voucherCreate(s: FakeState, b: Biz): Answer {
  const amountFen = fen(b.amount);
  if (typeof b.out_order_no !== 'string' || amountFen === null || b.product_code !== 'PRE_AUTH') {
    return fail('isv.invalid-parameter', '参数无效');
  }
  const hold = s.holds.get(b.out_order_no) ?? {
    outOrderNo: b.out_order_no,
    authNo: alipayNo(),
    outRequestNo: String(b.out_request_no),
    amountFen,
    status: 'INIT' as const,
    frozenFen: 0,
    captures: new Map<string, number>(),
    unfreezes: new Map<string, number>(),
  };
  s.holds.set(hold.outOrderNo, hold);
  return ok({
    out_order_no: hold.outOrderNo,
    code_type: 'TRADEQRCODE',
    code_value: `https://qr.alipay.com/fac0${hold.authNo}`,
    code_url: `https://mobilecodec.alipay.com/show.htm?code=fac0${hold.authNo}`,
  });
}

const holdOf = (s: FakeState, authNo: unknown) =>
  [...s.holds.values()].find((h) => h.authNo === authNo && h.status === 'AUTHORIZED');

function capture(s: FakeState, b: Biz): Answer {
  const h = holdOf(s, b.auth_no);
  const amount = fen(b.total_amount);
  const outTradeNo = String(b.out_trade_no);
  if (b.product_code !== 'PRE_AUTH' || amount === null) {
    return fail('isv.invalid-parameter', '参数无效');
  }
  if (!h) return fail('ACQ.AUTH_NO_NOT_EXIST', '授权单不存在或未冻结');
  const known = s.trades.get(outTradeNo);
  if (known) return ok({ trade_no: known.tradeNo, out_trade_no: outTradeNo });
  if (amount > restFen(h)) return fail('ACQ.TOTAL_FEE_EXCEED', '支付金额超过冻结余额');
  h.captures.set(outTradeNo, amount);
  const tradeNo = alipayNo();
  s.trades.set(outTradeNo, {
    outTradeNo,
    tradeNo,
    totalFen: amount,
    subject: String(b.subject),
    status: 'TRADE_SUCCESS',
    refunds: new Map(),
  });
  if (b.auth_confirm_mode === 'COMPLETE') h.unfreezes.set(`${outTradeNo}:rest`, restFen(h));
  return ok({ trade_no: tradeNo, out_trade_no: outTradeNo, total_amount: yuan(amount) });
}

function unfreeze(s: FakeState, b: Biz): Answer {
  const h = holdOf(s, b.auth_no);
  const amount = fen(b.amount);
  const requestNo = String(b.out_request_no);
  if (amount === null) return fail('isv.invalid-parameter', '解冻金额无效');
  if (!h) return fail('AUTH_ORDER_NOT_EXIST', '授权单不存在或未冻结');
  if (!h.unfreezes.has(requestNo)) {
    if (amount > restFen(h)) return fail('UNFREEZE_AMOUNT_EXCEED', '解冻金额超过冻结余额');
    h.unfreezes.set(requestNo, amount);
  }
  return ok({
    auth_no: h.authNo,
    out_order_no: h.outOrderNo,
    out_request_no: requestNo,
    amount: yuan(h.unfreezes.get(requestNo)!),
    status: 'SUCCESS',
  });
}

/** The fake's OpenAPI methods, by name: each takes the parsed biz_content. */
export const FAKE_METHODS: Record<string, (s: FakeState, b: Biz) => Answer> = {
  'alipay.trade.precreate': precreate,
  'alipay.trade.query': query,
  'alipay.trade.refund': refund,
  'alipay.fund.auth.order.voucher.create': voucherCreate,
  'alipay.trade.pay': capture,
  'alipay.fund.auth.order.unfreeze': unfreeze,
};

/** An answer for a method the fake does not know. */
export const unknownMethod = () => fail('isv.invalid-method', '不存在的方法名');
/** The answer to a request whose signature does not verify (what Alipay answers). */
export const badSignature = (content: string) =>
  fail('isv.invalid-signature', `验签出错，网关生成的验签字符串为：${content}`);
