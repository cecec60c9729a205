import { randomUUID, timingSafeEqual } from 'node:crypto';
import { hmac } from '../../lib/crypto';
import type { PaymentNotice, PaymentProvider, PaymentQuery } from './payment-provider';

/** Header carrying the sandbox notify signature (HMAC-SHA256 of the raw body, hex). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The `sandbox` provider: a real QR code whose URL opens the site's own sandbox payment page
 * (under the site's public address, so a phone on the same network can scan it). Confirming there
 * sends a signed notify to the same notify path a real provider would call.
 * @param opts.secret its own signing key (`PAYMENT_SANDBOX_SECRET`), never the JWT secret.
 * @param opts.publicUrl the site's address, asked for each code (it is known once listening).
 */
export function sandboxProvider(opts: { secret: string; publicUrl: string | (() => string) }) {
  const key = opts.secret;
  const base = () => (typeof opts.publicUrl === 'string' ? opts.publicUrl : opts.publicUrl());
  const pageSig = (paymentNo: string) => hmac(key, `page:${paymentNo}`).slice(0, 32);
  const pageUrl = (paymentNo: string) => {
    const url = new URL('/sandbox/pay', base());
    url.searchParams.set('no', paymentNo);
    url.searchParams.set('sig', pageSig(paymentNo));
    return url;
  };

  const provider: PaymentProvider & {
    pageSignatureValid(paymentNo: string, sig: string): boolean;
    signedNotify(p: { paymentNo: string; amountFen: number; notifyId?: string; paidAt: Date }): {
      body: string;
      signature: string;
    };
    refunds: { paymentNo: string; refundNo: string; amountFen: number; totalFen: number }[];
    /** Captures and releases of holds, by their request numbers (a retry is not taken twice). */
    holdSteps: Map<string, { kind: 'CAPTURE' | 'RELEASE'; holdNo: string; amountFen: number }>;
  } = {
    name: 'sandbox',
    refunds: [],
    holdSteps: new Map(),
    // the sandbox's page authorises a hold as it confirms a payment; its notify is the same
    holds: {
      createHoldUrl: async ({ paymentNo }) => pageUrl(paymentNo).toString(),
      async capture({ holdNo, captureNo, amountFen }) {
        if (!provider.holdSteps.has(captureNo)) {
          provider.holdSteps.set(captureNo, { kind: 'CAPTURE', holdNo, amountFen });
        }
        return { providerTradeNo: `SBXC${captureNo.slice(1)}` };
      },
      async release({ holdNo, releaseNo, amountFen }) {
        if (!provider.holdSteps.has(releaseNo)) {
          provider.holdSteps.set(releaseNo, { kind: 'RELEASE', holdNo, amountFen });
        }
      },
    },
    async createCodeUrl({ paymentNo }) {
      return pageUrl(paymentNo).toString();
    },
    async createPhoneUrl({ paymentNo, wallet, returnUrl }) {
      const url = pageUrl(paymentNo);
      url.searchParams.set('channel', wallet);
      const back = new URL(returnUrl);
      url.searchParams.set('return', back.pathname + back.search);
      return url.toString();
    },
    notifyAnswer: (ok) => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(
        ok
          ? { code: 200, message: 'OK', data: { result: 'success' } }
          : { code: 16003, message: '通知无效', data: null },
      ),
    }),
    // the sandbox knows only what its page confirmed: that arrives by notify, never lost
    async query(): Promise<PaymentQuery> {
      return { state: 'WAITING' };
    },
    pageSignatureValid(paymentNo, sig) {
      return safeEqual(pageSig(paymentNo), sig);
    },
    signedNotify({ paymentNo, amountFen, notifyId, paidAt }) {
      const body = JSON.stringify({
        notify_id: notifyId ?? randomUUID(),
        out_trade_no: paymentNo,
        trade_no: `SBX${paymentNo.slice(1)}`,
        total_amount_fen: amountFen,
        trade_status: 'TRADE_SUCCESS',
        gmt_payment: paidAt.toISOString(),
      });
      return { body, signature: hmac(key, body) };
    },
    async verifyNotify(headers, rawBody) {
      const sig = headers[SANDBOX_SIGNATURE_HEADER];
      if (typeof sig !== 'string' || !safeEqual(sig, hmac(key, rawBody))) return null;
      let b: Record<string, unknown>;
      try {
        b = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        return null;
      }
      if (
        b.trade_status !== 'TRADE_SUCCESS' ||
        typeof b.notify_id !== 'string' ||
        typeof b.out_trade_no !== 'string' ||
        typeof b.trade_no !== 'string' ||
        typeof b.total_amount_fen !== 'number' ||
        typeof b.gmt_payment !== 'string'
      )
        return null;
      const notice: PaymentNotice = {
        notifyId: b.notify_id,
        paymentNo: b.out_trade_no,
        providerTradeNo: b.trade_no,
        amountFen: b.total_amount_fen,
        paidAt: new Date(b.gmt_payment),
      };
      return Number.isNaN(notice.paidAt.getTime()) ? null : notice;
    },
    async refund(r) {
      provider.refunds.push(r);
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof sandboxProvider>;
