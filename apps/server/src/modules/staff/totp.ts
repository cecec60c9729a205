import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_DIGITS, TOTP_ISSUER, TOTP_PERIOD_SECONDS } from '@lvxing/shared';

/**
 * TOTP (RFC 6238) for staff logins, with otplib: SHA-1, 6 digits, 30-second steps, the settings
 * every authenticator app reads from an otpauth URI.
 */

/** A new random TOTP secret (20 bytes, base32, as authenticator apps take it). */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The enrolment URI (`otpauth://totp/旅行网:<login>?secret=…&issuer=旅行网`) for a QR code. */
export function otpauthUri(loginName: string, secret: string): string {
  return generateURI({
    issuer: TOTP_ISSUER,
    label: loginName,
    secret,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/**
 * The time step of `code` when it is valid at `now` (the current step, or the one before or after
 * for a phone's clock drift) and later than `lastStep`, the step of the last code accepted; null
 * otherwise. A code is thus accepted once, and never one older than the last accepted.
 */
export async function acceptedStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      digits: TOTP_DIGITS,
      period: TOTP_PERIOD_SECONDS,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
    });
    if (!result.valid || !('timeStep' in result)) return null;
    const step = result.timeStep;
    return lastStep === null || step > lastStep ? step : null;
  } catch {
    return null;
  }
}
