import {
  ErrorCode,
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_ATTEMPTS,
  SMS_CODE_TTL_MS,
  type SmsAction,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { hmac, randomDigits } from '../../lib/crypto';
import type { UserDeps } from './user.deps';
import {
  findUserByMobile,
  lockLiveSmsCode,
  replaceSmsCode,
  updateSmsCode,
} from './user.repository';

const codeHash = (deps: UserDeps, mobile: string, action: string, code: string) =>
  hmac(deps.secret, `${mobile}:${action}:${code}`);

/**
 * Sends a fresh 6-digit code (CSPRNG) for `mobile` and `action`, valid 5 minutes, superseding older
 * ones. Limits: per mobile 1 a minute, 5 an hour, 10 a day; per client address 20 an hour.
 * A password-reset code goes only to a registered mobile (no SMS to a stranger's phone on someone
 * else's request), yet the answer and the limits spent are the same either way, so the call does
 * not tell who is registered.
 * @throws AppError 13001 over a limit, 13005 when the provider fails.
 */
export async function sendSmsCode(
  deps: UserDeps,
  input: { mobile: string; action: SmsAction; ip: string },
): Promise<{ expiresInSeconds: number }> {
  const allowed = await deps.limits.consumeAll([
    ['smsIpHour', input.ip],
    ['smsMobileMinute', input.mobile],
    ['smsMobileHour', input.mobile],
    ['smsMobileDay', input.mobile],
  ]);
  if (!allowed) throw new AppError(ErrorCode.SMS_TOO_FREQUENT);
  const answer = { expiresInSeconds: SMS_CODE_TTL_MS / 1000 };
  if (input.action === 'ResetPassword' && !(await findUserByMobile(deps.db, input.mobile))) {
    return answer;
  }
  const code = randomDigits(SMS_CODE_LENGTH);
  const now = deps.now();
  await replaceSmsCode(
    deps.db,
    {
      mobile: input.mobile,
      action: input.action,
      codeHash: codeHash(deps, input.mobile, input.action, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    },
    now,
  );
  await deps.sms.send({ mobile: input.mobile, code, action: input.action });
  return answer;
}

type VerifyOutcome = 'ok' | 'missing' | 'locked' | 'wrong' | 'wrong-now-locked';

/**
 * Checks and consumes the live code for `mobile` and `action` (single use, at most 5 wrong tries).
 * @throws AppError 13003 when no live code (expired, used, never sent), 13004 when locked,
 *   13002 when wrong.
 */
export async function verifySmsCode(
  deps: UserDeps,
  input: { mobile: string; action: SmsAction; code: string },
): Promise<void> {
  const now = deps.now();
  // the attempt count must survive a wrong code, so decide inside and throw after commit
  const outcome = await deps.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const row = await lockLiveSmsCode(tx, input.mobile, input.action);
    if (!row || row.expiresAt.getTime() <= now.getTime()) return 'missing';
    if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) return 'locked';
    if (row.codeHash !== codeHash(deps, input.mobile, input.action, input.code)) {
      const attempts = row.attempts + 1;
      await updateSmsCode(tx, row.id, { attempts });
      return attempts >= SMS_CODE_MAX_ATTEMPTS ? 'wrong-now-locked' : 'wrong';
    }
    await updateSmsCode(tx, row.id, { consumedAt: now });
    return 'ok';
  });
  if (outcome === 'ok') return;
  if (outcome === 'missing') throw new AppError(ErrorCode.SMS_CODE_EXPIRED);
  if (outcome === 'wrong') throw new AppError(ErrorCode.SMS_CODE_WRONG);
  throw new AppError(ErrorCode.SMS_CODE_LOCKED);
}
