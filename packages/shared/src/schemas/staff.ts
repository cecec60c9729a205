// The staff calls' contract (issue 27): bodies and answers of `/api/staff/…`.
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, STAFF_ROLES, TOTP_DIGITS } from '../codes/staff';
import { pageBody, pagedSchema } from './common';
import { textField } from './fields';

export * from '../codes/staff';

/** A login name: 3–32 lower-case letters, digits, `.`, `_` or `-`, starting with a letter. */
export const STAFF_LOGIN_PATTERN = /^[a-z][a-z0-9._-]{2,31}$/;

export const staffLoginNameSchema = z
  .string({ error: '请输入登录名' })
  .min(1, '请输入登录名')
  .regex(STAFF_LOGIN_PATTERN, '登录名应为3–32位小写字母、数字或 . _ -，以字母开头');

export const staffRoleSchema = z.enum(STAFF_ROLES, { error: '角色不正确' });

/** A staff account's id (a UUID). */
export const staffIdSchema = z.uuid({ error: '员工编号不正确' });

/** POST /api/staff/login */
export const staffLoginBody = z.strictObject({
  loginName: staffLoginNameSchema,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(1024, '密码过长'),
  totpCode: z
    .string({ error: '请输入动态验证码' })
    .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), `动态验证码为${TOTP_DIGITS}位数字`),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** A staff account as the console shows it (no hash, no TOTP secret). */
export const staffView = z.object({
  id: z.string(),
  loginName: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  disabled: z.boolean(),
  /** ISO time until which the account is locked after failed logins, or null. */
  lockedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type StaffView = z.infer<typeof staffView>;

/** The answer of a login: the session token (header `staff-token`), its end, the account. */
export const staffLoginResult = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staff: staffView,
});
export type StaffLoginResult = z.infer<typeof staffLoginResult>;

/** The empty body of logout and me. */
export const staffEmptyBody = z.strictObject({});

/** POST /api/staff/list */
export const staffListBody = z.strictObject({ ...pageBody });
export const staffListResult = pagedSchema(staffView);

/** POST /api/staff/create: the password follows the members' rules (8–128, not common). */
export const staffCreateBody = z.strictObject({
  loginName: staffLoginNameSchema,
  displayName: textField('姓名', { min: 1, max: 32 }),
  role: staffRoleSchema,
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(1024, '密码过长'),
});
export type StaffCreateBody = z.infer<typeof staffCreateBody>;

/** The new account and its enrolment URI (answered once: the secret is kept encrypted). */
export const staffCreateResult = z.object({ staff: staffView, otpauthUri: z.string() });
export type StaffCreateResult = z.infer<typeof staffCreateResult>;

/** POST /api/staff/role/change */
export const staffRoleChangeBody = z.strictObject({
  staffId: staffIdSchema,
  role: staffRoleSchema,
});

/** POST /api/staff/disable */
export const staffDisableBody = z.strictObject({ staffId: staffIdSchema });

/** A day of the audit log's date filter (`YYYY-MM-DD`, Beijing). */
const auditDay = (label: string) =>
  z
    .string({ error: `${label}应为文字` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `${label}格式应为 YYYY-MM-DD`);

/** POST /api/staff/audit/list: paged, newest first, each filter optional. */
export const auditListBody = z.strictObject({
  ...pageBody,
  filter: z
    .strictObject({
      staffId: staffIdSchema.optional(),
      action: z.enum(AUDIT_ACTIONS, { error: '操作类型不正确' }).optional(),
      objectType: z.enum(AUDIT_OBJECT_TYPES, { error: '对象类型不正确' }).optional(),
      objectId: textField('对象编号', { min: 1, max: 64 }).optional(),
      /** From this Beijing day (`YYYY-MM-DD`) on, and up to this one, inclusive. */
      from: auditDay('起始日期').optional(),
      to: auditDay('截止日期').optional(),
    })
    .optional(),
});
export type AuditListBody = z.infer<typeof auditListBody>;

/** One audit row; `before`, `after` and `ip` masked for roles other than ADMIN. */
export const auditEntryView = z.object({
  id: z.string(),
  at: z.string(),
  staffId: z.string().nullable(),
  action: z.string(),
  objectType: z.string(),
  objectId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntryView = z.infer<typeof auditEntryView>;
export const auditListResult = pagedSchema(auditEntryView);
