import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChangeErrorCode, ErrorCode, ErrorMessage } from './error-codes';

describe('error codes', () => {
  it('every code has a Chinese message and codes are unique', () => {
    const codes = [...Object.values(ErrorCode), ...Object.values(ChangeErrorCode)];
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(ErrorMessage[code]).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('the README error-code table lists every code with its message', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    for (const [code, message] of Object.entries(ErrorMessage)) {
      expect(readme).toContain(`| ${code} | ${message} |`);
    }
  });

  it('keeps the spec session codes', () => {
    expect(ErrorCode.TOKEN_INVALID).toBe(11001);
    expect(ErrorCode.TOKEN_EXPIRED).toBe(11003);
  });
});
