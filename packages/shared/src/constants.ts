/** Business constants from site-spec §9 and the accounts issue. Times in milliseconds unless named. */

/** Client request timeout (site-spec §9). */
export const REQUEST_TIMEOUT_MS = 200_000;
/** SMS resend countdown in seconds (site-spec §9). */
export const SMS_RESEND_COUNTDOWN_S = 59;
/** Access-token lifetime: 10 hours. */
export const ACCESS_TOKEN_TTL_MS = 10 * 60 * 60 * 1000;
/** The client refreshes 10 hours minus 10 seconds after login (site-spec §4, §9). */
export const TOKEN_REFRESH_DELAY_MS = ACCESS_TOKEN_TTL_MS - 10_000;
/** Absolute lifetime of a refresh-token family: 30 days from login. */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Login success message time before navigating (site-spec §4). */
export const LOGIN_SUCCESS_MESSAGE_MS = 1200;
/** Toast duration (site-spec §9). */
export const TOAST_DURATION_MS = 3000;
/** Notification duration (site-spec §9). */
export const NOTIFICATION_DURATION_MS = 4500;
/** Message-box default invalid-input text (site-spec §8). */
export const INVALID_INPUT_TEXT = '输入的数据不合法!';
/** Request header that carries the access token (site-spec §6). */
export const TOKEN_HEADER = 'token';

/** SMS code rules (domain notes: 6 digits, 5 minutes, a handful of tries, single use). */
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
/** SMS send limits: per mobile 1/minute, 5/hour, 10/day; per IP 20/hour. */
export const SMS_LIMITS = {
  perMobilePerMinute: 1,
  perMobilePerHour: 5,
  perMobilePerDay: 10,
  perIpPerHour: 20,
} as const;
/** Failed-login throttling: per mobile and per IP, in a 15-minute window. */
export const LOGIN_LIMITS = {
  failuresPerMobile: 5,
  failuresPerIp: 30,
  windowSeconds: 15 * 60,
} as const;

/** Password rules after OWASP ASVS 5 (V6.2): 8 to 128 characters, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Version (its date) of the 用户协议 and 隐私政策 a member agrees to; stored with the member's
 * consent, so a new version can ask again.
 */
export const POLICY_VERSION = '2026-11-26';
