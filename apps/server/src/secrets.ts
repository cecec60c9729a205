import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config';
import { newDataKeyEntry } from './lib/pii-cipher';

/** The server's secrets, each a random string of at least 32 characters. */
export interface Secrets {
  /** HS256 key of access tokens and SMS-code hashes. */
  jwt: string;
  /** Signing key of the sandbox payment provider's pages and notifies. */
  sandboxPay: string;
  /** Keys of the personal data encrypted at rest, `id:base64key,…` (lib/pii-cipher.ts). */
  dataKeys: string;
  /** HMAC key of the document-number hashes. */
  idHash: string;
}

/** Each secret: its environment variable and its key in `secrets.json`. */
const SECRET_VARS = {
  jwt: 'JWT_SECRET',
  sandboxPay: 'PAYMENT_SANDBOX_SECRET',
  dataKeys: 'DATA_KEYS',
  idHash: 'ID_HASH_SECRET',
} as const;
type SecretName = keyof typeof SECRET_VARS;

/** The file under the data directory that keeps the embedded database's generated secrets. */
export const SECRETS_FILE = 'secrets.json';

/** How to make a secret, shown when one is missing. */
export const HOW_TO_MAKE_A_SECRET =
  "node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"";

/** How to make a `DATA_KEYS` value (a key id, a colon and 32 random bytes in base64). */
export const HOW_TO_MAKE_A_DATA_KEY =
  "node -e \"console.log('k1:'+require('node:crypto').randomBytes(32).toString('base64'))\"";

const fromConfig = (config: Config): Partial<Secrets> => ({
  ...(config.jwtSecret ? { jwt: config.jwtSecret } : {}),
  ...(config.sandboxPaySecret ? { sandboxPay: config.sandboxPaySecret } : {}),
  ...(config.dataKeys ? { dataKeys: config.dataKeys } : {}),
  ...(config.idHashSecret ? { idHash: config.idHashSecret } : {}),
});

/** A new secret; a data key gets the id `k` + the day it was made (`k20261126`). */
const newSecret = (name: SecretName, now = new Date()) =>
  name === 'dataKeys'
    ? newDataKeyEntry(`k${now.toISOString().slice(0, 10).replaceAll('-', '')}`)
    : randomBytes(32).toString('base64url');

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
 * - set in the environment (`JWT_SECRET`, `PAYMENT_SANDBOX_SECRET`, `DATA_KEYS`,
 *   `ID_HASH_SECRET`): used as given;
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
        `可用以下命令生成：${HOW_TO_MAKE_A_SECRET}` +
        (missing.includes('dataKeys')
          ? `；DATA_KEYS 为“密钥编号:32字节base64密钥”，可用以下命令生成：${HOW_TO_MAKE_A_DATA_KEY}`
          : ''),
    );
  }
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, SECRETS_FILE);
  const stored = readSecretsFile(file);
  const absent = missing.filter((n) => !stored[n]);
  if (absent.length > 0) {
    for (const n of absent) stored[n] = newSecret(n);
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return { ...stored, ...given } as Secrets;
}
