import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encryption of personal data at rest (PIPL art. 51; GB/T 35273-2020 lists 身份证件号码 as
 * sensitive personal information): ID, passport and certificate numbers are stored as
 * AES-256-GCM ciphertext under a key with an id, so keys can rotate (new writes use the current
 * key, old rows stay readable while their key is configured, `reencrypt` moves them on). Rules that
 * compare numbers (one booking per document, journey clashes, advisory locks, no saved passenger
 * twice) use a keyed hash (HMAC-SHA256 under a key of its own, which does not rotate).
 */

/** One data key: its id (kept in every ciphertext) and 32 bytes. */
export interface DataKey {
  id: string;
  key: Buffer;
}

/** What a ciphertext says about itself: its format version and key id. */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** A key id: letters, digits, `_` and `-`, at most 32 (it is stored in every value). */
export const DATA_KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

/**
 * Parses `DATA_KEYS`: `id:base64key[,id:base64key…]`, the first the current key (used to
 * encrypt), the others kept to decrypt older values. Each key is 32 bytes (base64 or base64url).
 * @throws Error (Chinese) naming what is wrong
 */
export function parseDataKeys(text: string): DataKey[] {
  const keys = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((entry) => {
      const at = entry.indexOf(':');
      const id = at > 0 ? entry.slice(0, at) : '';
      if (!DATA_KEY_ID.test(id)) throw new Error('DATA_KEYS 每项应为 “密钥编号:base64密钥”');
      const key = Buffer.from(entry.slice(at + 1), 'base64');
      if (key.length !== 32) throw new Error(`DATA_KEYS 密钥 ${id} 应为 32 字节（base64 编码）`);
      return { id, key };
    });
  if (keys.length === 0) throw new Error('DATA_KEYS 至少需要一个密钥');
  if (new Set(keys.map((k) => k.id)).size !== keys.length) {
    throw new Error('DATA_KEYS 中的密钥编号不能重复');
  }
  return keys;
}

/** A new `DATA_KEYS` entry: `id:` and 32 random bytes in base64. */
export function newDataKeyEntry(id: string): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}

/** Encrypts, decrypts and hashes personal data numbers (see the module comment). */
export interface PiiCipher {
  /** The key id new values are encrypted under. */
  readonly currentKeyId: string;
  /**
   * AES-256-GCM of `plain` under the current key, bound to `context` (the column it is stored
   * in, as additional authenticated data: a value copied into another column does not decrypt).
   * @returns `v1.<keyId>.<iv>.<ciphertext+tag>` (base64url parts)
   */
  encrypt(plain: string, context: string): string;
  /**
   * The plain text of a value `encrypt` made with the same `context`.
   * @throws Error when its key is not configured or the value was altered
   */
  decrypt(stored: string, context: string): string;
  /** The key id a stored value was encrypted under, or null when it is not a ciphertext. */
  keyIdOf(stored: string): string | null;
  /**
   * The keyed hash of a document number (HMAC-SHA256, hex) after trimming and upper-casing, so
   * `11010519491231002x` and `11010519491231002X` compare equal.
   */
  hash(number: string): string;
}

/**
 * The cipher of this server.
 * @param keys the data keys, current first (parseDataKeys)
 * @param hashSecret the HMAC key of the comparison hashes (≥ 32 characters; never rotated: every
 *   stored hash depends on it)
 */
export function createPiiCipher(keys: readonly DataKey[], hashSecret: string): PiiCipher {
  const current = keys[0];
  if (!current) throw new Error('no data key');
  const byId = new Map(keys.map((k) => [k.id, k.key]));
  return {
    currentKeyId: current.id,
    encrypt(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([
        cipher.update(plain, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return [VERSION, current.id, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    decrypt(stored, context) {
      const [version, id, iv, body] = stored.split('.');
      if (version !== VERSION || !id || !iv || !body) throw new Error('not a ciphertext');
      const key = byId.get(id);
      if (!key) throw new Error(`data key ${id} is not configured (DATA_KEYS)`);
      const data = Buffer.from(body, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      return Buffer.concat([
        decipher.update(data.subarray(0, data.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
    keyIdOf(stored) {
      const [version, id] = stored.split('.');
      return version === VERSION && id ? id : null;
    },
    hash(number) {
      return createHmac('sha256', hashSecret).update(number.trim().toUpperCase()).digest('hex');
    },
  };
}

/**
 * The encrypted columns (table.column): each value is bound to its column (`encrypt`'s context),
 * and `reencrypt` walks them all when a key rotates.
 */
export const PII_COLUMNS = {
  orderIdNo: 'order_passengers.id_no_enc',
  savedIdNo: 'saved_passengers.id_no_enc',
  savedPassportNo: 'saved_passengers.passport_no_enc',
  savedCertNo: 'saved_passengers.disability_cert_no_enc',
  visaPassportNo: 'visa_applicants.passport_no_enc',
  visaIdNo: 'visa_applicants.id_no_enc',
  /** A staff member's TOTP secret (not a document, but as secret: the same keys and rotation). */
  staffTotpSecret: 'staff.totp_secret_enc',
} as const;
