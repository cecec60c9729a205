import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPiiCipher, newDataKeyEntry, parseDataKeys, PII_COLUMNS } from './pii-cipher';

const ID = '11010519491231002X';
const column = PII_COLUMNS.orderIdNo;
const hashSecret = randomBytes(32).toString('base64url');
const k1 = newDataKeyEntry('k1');
const k2 = newDataKeyEntry('k2');

describe('personal data cipher (AES-256-GCM with key ids, HMAC for comparisons)', () => {
  it('round-trips, with a fresh IV each time and no trace of the number in the stored value', () => {
    const pii = createPiiCipher(parseDataKeys(k1), hashSecret);
    const a = pii.encrypt(ID, column);
    const b = pii.encrypt(ID, column);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^v1\.k1\.[\w-]{16}\.[\w-]+$/);
    for (const part of [ID, ID.slice(0, 6), ID.slice(-4)]) expect(a).not.toContain(part);
    expect(pii.decrypt(a, column)).toBe(ID);
    expect(pii.keyIdOf(a)).toBe('k1');
    expect(pii.keyIdOf('plain')).toBeNull();
  });

  it('refuses a value moved to another column or altered', () => {
    const pii = createPiiCipher(parseDataKeys(k1), hashSecret);
    const stored = pii.encrypt(ID, column);
    expect(() => pii.decrypt(stored, PII_COLUMNS.savedIdNo)).toThrow();
    const [v, id, iv, body] = stored.split('.') as [string, string, string, string];
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      pii.decrypt([v, id, iv, flipped.toString('base64url')].join('.'), column),
    ).toThrow();
    expect(() => pii.decrypt(ID, column)).toThrow('not a ciphertext');
  });

  it('rotates: the new first key encrypts, the old one still decrypts, a missing one is named', () => {
    const old = createPiiCipher(parseDataKeys(k1), hashSecret);
    const before = old.encrypt(ID, column);
    const rotated = createPiiCipher(parseDataKeys(`${k2},${k1}`), hashSecret);
    expect(rotated.currentKeyId).toBe('k2');
    expect(rotated.decrypt(before, column)).toBe(ID);
    expect(rotated.keyIdOf(rotated.encrypt(ID, column))).toBe('k2');
    const withoutOld = createPiiCipher(parseDataKeys(k2), hashSecret);
    expect(() => withoutOld.decrypt(before, column)).toThrow(/data key k1 is not configured/);
  });

  it('hashes numbers for comparison: case and spaces do not matter, the key does, keys rotate freely', () => {
    const pii = createPiiCipher(parseDataKeys(k1), hashSecret);
    expect(pii.hash(` ${ID.toLowerCase()} `)).toBe(pii.hash(ID));
    expect(pii.hash(ID)).toMatch(/^[0-9a-f]{64}$/);
    expect(pii.hash(ID)).not.toBe(pii.hash('11010519491231003X'));
    expect(createPiiCipher(parseDataKeys(k2), hashSecret).hash(ID)).toBe(pii.hash(ID));
    expect(createPiiCipher(parseDataKeys(k1), `${hashSecret}x`).hash(ID)).not.toBe(pii.hash(ID));
  });

  it('parses DATA_KEYS and says in Chinese what is wrong', () => {
    expect(parseDataKeys(` ${k2} , ${k1} `).map((k) => k.id)).toEqual(['k2', 'k1']);
    const short = `k1:${randomBytes(16).toString('base64')}`;
    expect(() => parseDataKeys(short)).toThrow('DATA_KEYS 密钥 k1 应为 32 字节');
    expect(() => parseDataKeys(randomBytes(32).toString('base64'))).toThrow('密钥编号:base64密钥');
    expect(() => parseDataKeys(`${k1},${k1}`)).toThrow('密钥编号不能重复');
    expect(() => parseDataKeys(' , ')).toThrow('至少需要一个密钥');
  });
});
