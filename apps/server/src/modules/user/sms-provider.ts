import type { SmsAction } from '@lvxing/shared';
import type { Db } from '../../db/client';
import { insertOutbox } from './user.repository';

/** A message to send: the code and what it is for. */
export interface SmsMessage {
  mobile: string;
  code: string;
  action: SmsAction;
}

/** Sends verification codes. @throws AppError 13005 when the provider refuses or fails. */
export interface SmsProvider {
  readonly name: 'console' | 'aliyun';
  send(message: SmsMessage): Promise<void>;
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
  };
}
