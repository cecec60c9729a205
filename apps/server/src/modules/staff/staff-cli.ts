import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { staffCreateBody, STAFF_ROLE_LABEL, type StaffCreateResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { createStaff } from './staff-account.service';
import type { StaffDeps } from './staff.deps';

/** How to call the CLI (`npm run staff -- …`). */
export const STAFF_CLI_USAGE =
  '用法：npm run staff -- create --login <登录名> --name <姓名> --role <SERVICE|OPERATIONS|ADMIN> [--password-stdin]';

/** What `npm run staff -- create …` asks for. */
export interface StaffCreateArgs {
  loginName: string;
  displayName: string;
  role: string;
  /** Read the password from standard input instead of a hidden prompt. */
  passwordStdin: boolean;
}

/**
 * The CLI's arguments: `create --login X --name Y --role ADMIN [--password-stdin]`.
 * @throws Error (Chinese, with the usage) for another command or a missing option.
 */
export function parseStaffArgs(argv: readonly string[]): StaffCreateArgs {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    strict: true,
    options: {
      login: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
  });
  if (positionals[0] !== 'create' || positionals.length !== 1) throw new Error(STAFF_CLI_USAGE);
  const { login, name, role } = values;
  if (!login || !name || !role) throw new Error(`缺少参数。${STAFF_CLI_USAGE}`);
  return { loginName: login, displayName: name, role, passwordStdin: values['password-stdin'] };
}

/**
 * The CLI's core: checks the input with the admin call's schema, creates the account
 * (`createStaff`: audit row with no actor, as no staff member is signed in) and returns the
 * text to print: the account, its otpauth URI and a terminal QR code of it for enrolment.
 * @throws Error with the Chinese message of the first invalid field or of the refusal (weak
 *   password, login name taken).
 */
export async function runStaffCreate(
  deps: StaffDeps,
  args: StaffCreateArgs,
  password: string,
): Promise<{ result: StaffCreateResult; text: string }> {
  const parsed = staffCreateBody.safeParse({
    loginName: args.loginName,
    displayName: args.displayName,
    role: args.role,
    password,
  });
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? STAFF_CLI_USAGE);
  let result: StaffCreateResult;
  try {
    result = await createStaff(deps, parsed.data, { staffId: null, ip: null });
  } catch (err) {
    if (err instanceof AppError) throw new Error(err.message);
    throw err;
  }
  const qr = await QRCode.toString(result.otpauthUri, { type: 'terminal', small: true });
  const { staff } = result;
  const text = [
    `已创建员工账号：${staff.loginName}（${staff.displayName}，${STAFF_ROLE_LABEL[staff.role]}）`,
    '请用身份验证器 App 扫描下方二维码绑定动态验证码（只显示这一次）：',
    qr,
    result.otpauthUri,
  ].join('\n');
  return { result, text };
}
