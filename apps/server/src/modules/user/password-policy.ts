import { createRequire } from 'node:module';
import argon2 from 'argon2';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';

const require = createRequire(import.meta.url);
/** Mozilla's list of the most common passwords (fxa-common-password-list, MPL-2.0). */
const commonPasswords = require('fxa-common-password-list') as { test: (pw: string) => boolean };

/** Passwords common on Chinese sites that the English-centred list may miss. */
const commonChinese = new Set([
  'woaini1314',
  '5201314520',
  '1314520520',
  'qq123456',
  'qq5201314',
  'aa123456',
  'zxcvbnm123',
  'wangyi123',
  'iloveyou520',
  'a123456789',
  'abc123456',
  '147258369',
]);

/**
 * Checks a new password against OWASP ASVS 5 V6.2: 8–128 characters, no composition rules, not a
 * commonly used password.
 * @throws AppError 12005 with the reason in Chinese.
 */
export function assertPasswordAcceptable(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) {
    throw new AppError(
      ErrorCode.PASSWORD_WEAK,
      `密码长度需为${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH}个字符`,
    );
  }
  const lower = password.toLowerCase();
  if (commonPasswords.test(password) || commonPasswords.test(lower) || commonChinese.has(lower)) {
    throw new AppError(ErrorCode.PASSWORD_WEAK, '密码过于常见，请换一个更难猜的密码');
  }
}

/** argon2id with OWASP's minimum parameters: m = 19 MiB, t = 2, p = 1. */
const argonOptions = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Hashes a password with argon2id (encoded string with its parameters and salt). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, argonOptions);
}

let dummyHash: Promise<string> | undefined;

/**
 * Verifies `password` against `hash`; with no hash (unknown mobile, or a member without a
 * password) it verifies against a dummy hash so the time taken does not tell the two apart.
 */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('dummy-password-for-timing');
    await argon2.verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
}
