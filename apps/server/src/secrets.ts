import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';

/** The server's secrets, each a random string of at least 32 characters. */
export interface Secrets {
  /** HS256 key of access tokens and SMS-code hashes. */
  jwt: string;
  /** Signing key of the sandbox payment provider's pages and notifies. */
  sandboxPay: string;
}

/** Each secret: its environment variable and its key in `secrets.json`. */
const SECRET_VARS = { jwt: 'JWT_SECRET', sandboxPay: 'PAYMENT_SANDBOX_SECRET' } as const;
type SecretName = keyof typeof SECRET_VARS;

/** The file under the data directory that keeps the embedded database's generated secrets. */
export const SECRETS_FILE = 'secrets.json';

/** How to make a secret, shown when one is missing. */
export const HOW_TO_MAKE_A_SECRET =
  "node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"";

const fromConfig = (config: Config): Partial<Secrets> => ({
  ...(config.jwtSecret ? { jwt: config.jwtSecret } : {}),
  ...(config.sandboxPaySecret ? { sandboxPay: config.sandboxPaySecret } : {}),
});

const newSecret = () => randomBytes(32).toString('base64url');

/** Reads `file` (fixing its mode to 0600) or returns {} when there is none. */
function readSecretsFile(file: string): Partial<Secrets> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const parsed = JSON.parse(text) as Record<string, unknown>;
  const out: Partial<Secrets> = {};
  for (const name of Object.keys(SECRET_VARS) as SecretName[]) {
    const v = parsed[name];
    if (typeof v === 'string' && v.length >= 32) out[name] = v;
  }
  return out;
}

/**
 * The secrets this server runs with. No secret is ever taken from the source code:
 * - set in the environment (`JWT_SECRET`, `PAYMENT_SANDBOX_SECRET`): used as given;
 * - with `DATABASE_URL` (several instances may share the database, so they must share secrets):
 *   every secret must be set, otherwise this throws, saying how to make one;
 * - with the embedded database: the missing ones are generated at random on first start and kept
 *   in `dataDir/secrets.json` (mode 0600), so a restart keeps members' sessions and QR codes.
 * @throws Error naming the missing variables, with `DATABASE_URL`.
 */
export function resolveSecrets(config: Config): Secrets {
  const given = fromConfig(config);
  const missing = (Object.keys(SECRET_VARS) as SecretName[]).filter((n) => !given[n]);
  if (missing.length === 0) return given as Secrets;
  if (config.databaseUrl) {
    const names = missing.map((n) => SECRET_VARS[n]).join('、');
    throw new Error(
      `使用 DATABASE_URL 时必须设置 ${names}（各实例相同，至少 32 个字符），` +
        `可用以下命令生成：${HOW_TO_MAKE_A_SECRET}`,
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, SECRETS_FILE);
  const stored = readSecretsFile(file);
  const absent = missing.filter((n) => !stored[n]);
  if (absent.length > 0) {
    for (const n of absent) stored[n] = newSecret();
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...stored, ...given } as Secrets;
}
