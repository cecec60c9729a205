import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { ApiPath, type PaymentPurpose } from '@lvxing/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { OPENING_PURPOSES } from './payment-lines.service';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider';
import { sandboxPayment, type SandboxPayment } from './sandbox.service';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(title)} - 旅行网沙箱支付</title>
<style>
body{margin:0;font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f3f6fb;color:#1f2937}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 18px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}.muted{color:#5b6473;font-size:14px}.amount{font-size:36px;color:#f5222d;margin:18px 0}
button{width:100%;padding:14px;font-size:17px;border:0;border-radius:8px;background:#0a63dc;color:#fff;cursor:pointer}
.ok{color:#0b7a52}.bad{color:#cf1322}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px}dt{color:#5b6473}
</style></head><body><main>${body}</main></body></html>`;
}

/** Wallets a phone may open the sandbox's page as (the real providers' H5 cashiers). */
const WALLETS: Record<string, string> = { ALIPAY: '支付宝', WECHAT: '微信支付' };

/** Where a phone goes back to after paying: a path of this site only, never another site. */
function returnPath(v: unknown): string | null {
  return typeof v === 'string' && /^\/(?![/\\])[\x21-\x7e]*$/.test(v) ? v : null;
}

/** The hidden fields that carry a phone's wallet and way back through the 确认支付 form. */
function phoneFields(channel: unknown, back: string | null): string {
  const wallet = typeof channel === 'string' && WALLETS[channel] ? channel : null;
  return (
    (wallet ? `<input type="hidden" name="channel" value="${wallet}">` : '') +
    (back ? `<input type="hidden" name="return" value="${esc(back)}">` : '')
  );
}

/**
 * The page a sandbox link opens: invalid link, nothing to pay, or the 确认支付 form; opened from a
 * phone's pay button (`channel`, `return`) it is that wallet's cashier and leads back after.
 */
function checkoutPage(
  row: SandboxPayment | null,
  sig: unknown,
  phone: { channel?: unknown; return?: unknown } = {},
): string {
  if (!row)
    return page(
      '链接无效',
      '<h1 class="bad">支付链接无效</h1><p class="muted">请回到订单页重新获取二维码。</p>',
    );
  const { payment, order } = row;
  const amount = `¥${(payment.amountFen / 100).toFixed(2)}`;
  const info = `<dl><dt>订单号</dt><dd>${esc(order.orderNo)}</dd><dt>商品</dt><dd>${esc(order.title)}</dd><dt>支付单号</dt><dd>${esc(payment.paymentNo)}</dd></dl>`;
  // an opening line pays an unpaid order; a later one (改签) an order in fulfilment
  const opens = OPENING_PURPOSES.includes(payment.purpose as PaymentPurpose);
  if (payment.state !== 'WAITING' || (opens && order.state !== 'PENDING_PAYMENT')) {
    return page(
      '无需支付',
      `<h1>该订单无需支付</h1>${info}<p class="muted">订单已支付或已关闭。</p>`,
    );
  }
  return page(
    '确认支付',
    `<h1>旅行网沙箱支付${
      typeof phone.channel === 'string' && WALLETS[phone.channel]
        ? `<span class="muted" data-testid="sandbox-wallet">（${WALLETS[phone.channel]}）</span>`
        : ''
    }</h1><p class="muted">模拟支付机构的收银台，不会产生真实扣款。</p>${
      payment.purpose === 'HOLD'
        ? `<p data-testid="sandbox-hold">押金预授权：${esc(payment.note ?? '押金')}，仅冻结不扣款</p>`
        : ''
    }
<div class="amount">${amount}</div>${info}
<form method="post" action="${ApiPath.paySandboxConfirm}">
<input type="hidden" name="no" value="${esc(payment.paymentNo)}"><input type="hidden" name="sig" value="${esc(String(sig))}">${phoneFields(phone.channel, returnPath(phone.return))}
<button type="submit">确认支付</button></form>`,
  );
}

/**
 * The page after a confirmed payment: paid, or (when `after`, the payment read again, is
 * REFUNDED because the order closed before the money came) refunded in full.
 */
function paidPage(row: SandboxPayment, after: SandboxPayment | null, back: string | null): string {
  if (after?.payment.state === 'REFUNDED') {
    return page(
      '订单已关闭',
      `<h1 class="bad" data-testid="sandbox-refunded">订单已关闭，款项已原路退回</h1><p class="muted">该订单在您付款前已取消或超时关闭，本次付款 ¥${(row.payment.amountFen / 100).toFixed(2)} 已全额退回原支付账户。</p>`,
    );
  }
  return page(
    '支付成功',
    `<h1 class="ok" data-testid="sandbox-paid">支付成功</h1>${
      back
        ? `<p><a href="${esc(back)}" data-testid="sandbox-return">返回旅行网</a></p>`
        : '<p class="muted">请回到旅行网页面查看订单。</p>'
    }`,
  );
}

/**
 * The sandbox provider's payment page (what the QR code opens): shows the order and amount and a
 * 确认支付 button; confirming sends a signed notify to the site's notify path, exactly as a real
 * provider's server would. Not an API call, so it answers HTML.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  opts: { db: Db; provider: SandboxProvider; now: Clock },
): Promise<void> {
  await app.register(formbody);

  /** The payment and its order, when `no` and `sig` are strings and the signature is right. */
  const load = (no: unknown, sig: unknown) => sandboxPayment(opts.db, opts.provider, no, sig);

  app.get<{ Querystring: { no?: unknown; sig?: unknown; channel?: unknown; return?: unknown } }>(
    ApiPath.paySandboxPage,
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      return checkoutPage(await load(req.query.no, req.query.sig), req.query.sig, req.query);
    },
  );

  app.post<{ Body: { no?: unknown; sig?: unknown; return?: unknown } | undefined }>(
    ApiPath.paySandboxConfirm,
    async (req, reply) => {
      reply.type('text/html; charset=utf-8');
      const form = typeof req.body === 'object' && req.body !== null ? req.body : {};
      const row = await load(form.no, form.sig);
      if (!row) return page('链接无效', '<h1 class="bad">支付链接无效</h1>');
      const { body, signature } = opts.provider.signedNotify({
        paymentNo: row.payment.paymentNo,
        amountFen: row.payment.amountFen,
        paidAt: opts.now(),
      });
      const res = await app.inject({
        method: 'POST',
        url: ApiPath.payNotify.replace(':provider', 'sandbox'),
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
        payload: body,
      });
      const env = res.json<{ code: number; message: string }>();
      if (env.code !== 200)
        return page('支付失败', `<h1 class="bad">支付失败</h1><p>${esc(env.message)}</p>`);
      // the order may have been cancelled or closed after this page was shown: the notify then
      // refunds the money at once (payment-notify.service), and the payer must be told so
      return paidPage(row, await load(row.payment.paymentNo, form.sig), returnPath(form.return));
    },
  );
}
