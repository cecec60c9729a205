import { z } from 'zod';
import { mobileSchema, passwordSchema, smsCodeSchema } from '../validators';

/** SMS actions: what the code will be used for. */
export const smsActionSchema = z.enum(['Login', 'Register', 'ResetPassword'], {
  error: 'action 必须是 Login、Register 或 ResetPassword',
});
export type SmsAction = z.infer<typeof smsActionSchema>;

/** POST /api/user/sms/code/send */
export const smsSendBody = z.strictObject({ mobile: mobileSchema, action: smsActionSchema });
export type SmsSendBody = z.infer<typeof smsSendBody>;

/** POST /api/user/login: password login or SMS login. */
export const passwordLoginBody = z.strictObject({
  mobile: mobileSchema,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(1024, '密码过长'),
});
export const smsLoginBody = z.strictObject({ mobile: mobileSchema, smsCode: smsCodeSchema });
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

/** POST /api/user/register and POST /api/user/password/reset */
export const registerBody = z.strictObject({
  mobile: mobileSchema,
  smsCode: smsCodeSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBody>;
export const passwordResetBody = registerBody;
export type PasswordResetBody = RegisterBody;

/** POST /api/user/token/refresh */
export const tokenRefreshBody = z.strictObject({
  refreshToken: z.string({ error: '缺少 refreshToken' }).min(1, '缺少 refreshToken').max(512),
});
export const tokenRefreshResult = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenRefreshResult = z.infer<typeof tokenRefreshResult>;

/** POST /api/user/login/state → the member's mobile. */
export const loginStateResult = z.object({ mobile: z.string() });
export type LoginStateResult = z.infer<typeof loginStateResult>;

/** POST /api/user/logout: revokes the refresh-token family. */
export const logoutBody = z.strictObject({ refreshToken: z.string().max(512).optional() });

/** POST /api/dev/sms/outbox (console SMS provider, not in production). */
export const smsOutboxBody = z.strictObject({ mobile: mobileSchema });
export const smsOutboxResult = z.array(
  z.object({ mobile: z.string(), content: z.string(), createdAt: z.string() }),
);
