import { z } from 'zod';
import { mobileSchema, passwordSchema, smsCodeSchema } from '../validators';
import { textField } from './fields';

/** SMS actions: what the code will be used for. */
export const smsActionSchema = z.enum(['Login', 'Register', 'ResetPassword'], {
  error: '验证码用途不正确',
});
export type SmsAction = z.infer<typeof smsActionSchema>;

/** POST /api/user/sms/code/send */
export const smsSendBody = z.strictObject({ mobile: mobileSchema, action: smsActionSchema });
export type SmsSendBody = z.infer<typeof smsSendBody>;

/** Consent to the 用户协议 and 隐私政策 (PIPL art. 13–14): the box must be ticked. */
export const agreementSchema = z.literal(true, { error: '请阅读并同意《用户协议》和《隐私政策》' });

/**
 * POST /api/user/login: password login or SMS login.
 *
 * Password login takes an SMS code (action Login) too once the mobile or the address has had too
 * many failures (answer 12007 asks for it). SMS login of an unknown mobile creates the member and
 * then needs `agreed: true` (12006 otherwise).
 */
export const passwordLoginBody = z.strictObject({
  mobile: mobileSchema,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(1024, '密码过长'),
  smsCode: smsCodeSchema.optional(),
});
export const smsLoginBody = z.strictObject({
  mobile: mobileSchema,
  smsCode: smsCodeSchema,
  agreed: z.boolean({ error: '请阅读并同意《用户协议》和《隐私政策》' }).optional(),
});
export const loginBody = z.union([passwordLoginBody, smsLoginBody], {
  error: '请提供手机号和密码，或手机号和验证码',
});
export type LoginBody = z.infer<typeof loginBody>;

/** Token pair plus the member's mobile, returned by login. */
export const loginResult = z.object({
  token: z.string(),
  refreshToken: z.string(),
  mobile: z.string(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** POST /api/user/password/reset */
export const passwordResetBody = z.strictObject({
  mobile: mobileSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** POST /api/user/register: as a reset, plus consent to the 用户协议 and 隐私政策. */
export const registerBody = passwordResetBody.extend({ agreed: agreementSchema });
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /api/user/token/refresh */
export const tokenRefreshBody = z.strictObject({
  refreshToken: textField('刷新令牌', { min: 1, max: 512, required: '缺少刷新令牌' }),
});
export const tokenRefreshResult = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenRefreshResult = z.infer<typeof tokenRefreshResult>;

/** POST /api/user/login/state → the member's mobile. */
export const loginStateResult = z.object({ mobile: z.string() });
export type LoginStateResult = z.infer<typeof loginStateResult>;

/** POST /api/user/logout: revokes the refresh-token family. */
export const logoutBody = z.strictObject({
  refreshToken: textField('刷新令牌', { max: 512 }).optional(),
});

/** POST /api/dev/sms/outbox (console SMS provider, not in production). */
export const smsOutboxBody = z.strictObject({ mobile: mobileSchema });
export const smsOutboxResult = z.array(
  z.object({ mobile: z.string(), content: z.string(), createdAt: z.string() }),
);
