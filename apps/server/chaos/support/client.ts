/**
 * HTTP calls against a running server, as the browser and the payment provider make them.
 */
import { sandboxProvider } from '../../src/modules/payment/sandbox-provider';
import { CHAOS_SECRETS } from './server-process';

export interface Answer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** POST a JSON body; network failures answer status 0 (the server was down). */
export async function call<T = unknown>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<Answer<T>> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    let env: { code?: number; message?: string; data?: T } = {};
    try {
      env = JSON.parse(text) as typeof env;
    } catch {
      /* not JSON */
    }
    return {
      status: res.status,
      code: env.code ?? -1,
      message: env.message ?? text.slice(0, 200),
      data: env.data as T,
    };
  } catch (err) {
    return { status: 0, code: -1, message: String(err), data: undefined as T };
  }
}

/** The demo member's token (password login). */
export async function demoToken(base: string): Promise<string> {
  const res = await call<{ token: string }>(base, '/api/user/login', {
    mobile: '13800138000',
    password: 'lvxing2026',
  });
  if (res.code !== 200) throw new Error(`demo login failed: ${res.message}`);
  return res.data.token;
}

/** Sends a Login code to `mobile` and reads it from the dev outbox. */
export async function loginCode(base: string, mobile: string): Promise<string | undefined> {
  const sent = await call(base, '/api/user/sms/code/send', { mobile, action: 'Login' });
  if (sent.code !== 200) throw new Error(`sms send failed: ${sent.message}`);
  const outbox = await call<{ content: string }[]>(base, '/api/dev/sms/outbox', { mobile });
  return /\d{6}/.exec(outbox.data?.[0]?.content ?? '')?.[0];
}

/** Logs a mobile in by SMS code (creating the member), reading the code from the dev outbox. */
export async function smsToken(base: string, mobile: string): Promise<string> {
  const code = await loginCode(base, mobile);
  const res = await call<{ token: string }>(base, '/api/user/login', {
    mobile,
    smsCode: code,
    agreed: true,
  });
  if (res.code !== 200) throw new Error(`sms login failed: ${res.message}`);
  return res.data.token;
}

/** A valid resident ID number (GB 11643 check character) for passenger `n`, born 1985. */
export function residentId(n: number): string {
  const body = `110105198503${String(1 + (n % 28)).padStart(2, '0')}${String(n % 1000).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * w[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

/** `YYYY-MM-DD` `days` from today on the Beijing calendar. */
export function beijingDay(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export interface PickedOffer {
  flightNo: string;
  date: string;
  cabin: string;
  offerId: string;
  seatsLeft: number;
}

/** The cheapest offer of the first flight with seats in `cabin` between two places. */
export async function pickOffer(
  base: string,
  from: string,
  to: string,
  days: number,
  cabin = 'Y',
  nth = 0,
): Promise<PickedOffer> {
  const date = beijingDay(days);
  const s = await call<{
    outbound: { flights: { flightNo: string; cabins: { cabin: string; seatsLeft: number }[] }[] };
  }>(base, '/api/plane/flight/search', { from, to, date });
  const flights = s.data.outbound.flights.filter((f) =>
    f.cabins.some((c) => c.cabin === cabin && c.seatsLeft > 0),
  );
  const flight = flights[nth % flights.length];
  if (!flight) throw new Error(`no flight ${from}→${to} on ${date}`);
  const v = await call<{ offers: { offerId: string; seatsLeft: number }[] }>(
    base,
    '/api/plane/flight/vendor/price/list',
    { flightNo: flight.flightNo, date, cabin },
  );
  const offer = v.data.offers[0]!;
  return {
    flightNo: flight.flightNo,
    date,
    cabin,
    offerId: offer.offerId,
    seatsLeft: offer.seatsLeft,
  };
}

/** A passport-style Latin name for passenger `n` (letters only: CHAOS/BAC…). */
export function latinName(n: number): string {
  let s = '';
  let x = n;
  do {
    s = String.fromCharCode(65 + (x % 26)) + s;
    x = Math.floor(x / 26);
  } while (x > 0);
  return `CHAOS/${s}`;
}

/** Books one adult on an offer. */
export function bookOne(base: string, token: string, offerId: string, n: number) {
  return call<{ orderNo: string; totalFen: number }>(
    base,
    '/api/plane/order/vendor/price/book',
    {
      offerId,
      passengers: [{ name: latinName(n), idType: '1', idNo: residentId(n) }],
      contact: { name: '测试', mobile: '13800138000' },
    },
    token,
  );
}

const signer = sandboxProvider({ secret: CHAOS_SECRETS.sandboxPay, publicUrl: 'http://127.0.0.1' });

/**
 * What the payment provider sends when the payer confirms: a signed notify. The same `notifyId`
 * sent again is a replay. @returns the HTTP status (0 when the server was unreachable).
 */
export async function sendNotify(
  base: string,
  p: { paymentNo: string; amountFen: number; notifyId: string },
): Promise<number> {
  const { body, signature } = signer.signedNotify({ ...p, paidAt: new Date() });
  try {
    const res = await fetch(`${base}/api/pay/notify/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
      body,
      signal: AbortSignal.timeout(15_000),
    });
    await res.text();
    return res.status;
  } catch {
    return 0;
  }
}

/** Starts payment of an order: its payment number and amount from the QR call. */
export async function startPayment(base: string, token: string, orderNo: string) {
  return call<{ paymentNo: string; amountFen: number }>(
    base,
    '/api/plane/order/pay/qrcode',
    { orderNo },
    token,
  );
}
