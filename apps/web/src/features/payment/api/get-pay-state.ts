import { ApiPath, ErrorCode, type Envelope, type PayStateResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

export type PayStatus = 'paid' | 'waiting' | 'closed' | 'unknown';

export interface PayStateAnswer {
  status: PayStatus;
  code: number;
  message: string;
  data: PayStateResult | null;
}

function isEnvelope(v: unknown): v is Envelope<PayStateResult | null> {
  return typeof v === 'object' && v !== null && 'code' in v && typeof v.code === 'number';
}

/**
 * POST /api/plane/order/pay/state. The API client hands this path's envelope back as a normal
 * result (site-spec §8): code 200 paid (the client unwraps `data`), 16001 waiting, 16002 closed.
 * Silent: it is polled.
 */
export async function getPayState(
  orderNo: string,
  options: RequestOptions = {},
): Promise<PayStateAnswer> {
  const r = await post<unknown>(
    ApiPath.planeOrderPayState,
    { orderNo },
    { silent: true, ...options },
  );
  const env: Envelope<PayStateResult | null> = isEnvelope(r)
    ? r
    : { code: ErrorCode.OK, message: '', data: (r as PayStateResult | null) ?? null };
  const status: PayStatus =
    env.code === ErrorCode.OK
      ? 'paid'
      : env.code === ErrorCode.PAY_WAITING
        ? 'waiting'
        : env.code === ErrorCode.PAY_CLOSED
          ? 'closed'
          : 'unknown';
  return { status, code: env.code, message: env.message, data: env.data ?? null };
}
