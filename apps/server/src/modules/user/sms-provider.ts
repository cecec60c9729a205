import type { SmsAction } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { insertOutbox } from './user.repository';

/** A message to send: the code and what it is for. */
export interface SmsMessage {
  mobile: string;
  code: string;
  action: SmsAction;
}

/**
 * A notice of an order event: `template` names the event's template (TICKETED, REFUNDED,
 * CHANGED, PAY_REMINDER, HOTEL_CONFIRMED, HOTEL_NO_ROOM…), `text` is the whole message (with
 * its 【旅行网】 signature) and `params` the template's parameters (`orderNo`, `detail`).
 */
export interface SmsNotice {
  mobile: string;
  template: string;
  text: string;
  params: Record<string, string>;
}

/**
 * Sends verification codes and order notices.
 * @throws AppError 13005 when the provider refuses or fails (a notice has no template).
 */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
  /**
   * @param tx the transaction stamping the notice sent: the console provider writes its outbox
   *   row in it (one connection on PGlite; the outbox then holds exactly the stamped notices).
   */
  sendNotice(notice: SmsNotice, tx?: Tx): Promise<void>;
}

/** The text of a verification SMS. */
export function smsText(code: string): string {
  return `【旅行网】您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
}

/**
 * Development provider: logs the message and keeps it in the `sms_outbox` table, read back by
 * `POST /api/dev/sms/outbox` outside production.
 */
export function consoleSmsProvider(db: Db, log: (msg: string) => void): SmsProvider {
  return {
    name: 'console',
    async send({ mobile, code }) {
      const content = smsText(code);
      log(`[console SMS] ${mobile}: ${content}`);
      await insertOutbox(db, mobile, content);
    },
    async sendNotice({ mobile, text }, tx) {
      log(`[console SMS] ${mobile}: ${text}`);
      await insertOutbox(tx ?? db, mobile, text);
    },
  };
}
