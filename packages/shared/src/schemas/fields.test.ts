import { describe, expect, it } from 'vitest';
import { addDays, beijingToday } from '../calendar';
import { refundBody } from './order';
import { birthDateField, textField, travelDateField } from './fields';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : (r.error?.issues[0]?.message ?? null);

describe('text fields', () => {
  const keyword = textField('关键词', { max: 5 });

  it('refuse control characters (C0, DEL, C1) and lone surrogates, naming the field', () => {
    for (const c of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085', '\u009F', '\n', '\t']) {
      expect(firstMessage(keyword.safeParse(`a${c}b`))).toBe('关键词不能包含控制字符');
    }
    expect(firstMessage(keyword.safeParse('a\uD800b'))).toBe('关键词包含无法识别的字符');
    expect(firstMessage(keyword.safeParse('a\uDC00'))).toBe('关键词包含无法识别的字符');
    expect(keyword.parse(' 𠮷野家 ')).toBe('𠮷野家'); // a surrogate pair is one character
  });

  it('allow tab and line breaks in multi-line fields only, never NUL', () => {
    const reason = (text: string) =>
      refundBody.safeParse({ orderNo: '261125120000123456', reason: text });
    expect(reason('行程有变\n改日再去\r\n\t谢谢').success).toBe(true);
    expect(firstMessage(reason('行程有变\u0000'))).toBe('退票原因不能包含控制字符');
    expect(firstMessage(reason('行程\u0085有变'))).toBe('退票原因不能包含控制字符');
  });

  it('count length in characters and report it first', () => {
    expect(keyword.safeParse('𠮷'.repeat(5)).success).toBe(true);
    expect(firstMessage(keyword.safeParse('𠮷'.repeat(6)))).toBe('关键词最多5个字符');
    expect(firstMessage(keyword.safeParse('\u0000'.repeat(6)))).toBe('关键词最多5个字符');
    const required = textField('班次', { min: 1, max: 64, required: '请选择班次' });
    expect(firstMessage(required.safeParse('   '))).toBe('请选择班次');
    expect(firstMessage(required.safeParse(undefined))).toBe('请选择班次');
    expect(firstMessage(required.safeParse(42))).toBe('班次应为文字');
  });
});

describe('date fields', () => {
  const today = beijingToday();
  const travel = travelDateField('出发日期');

  it('accept real days from yesterday to 366 days ahead', () => {
    expect(travel.parse(addDays(today, -1))).toBe(addDays(today, -1));
    expect(travel.parse(addDays(today, 366))).toBe(addDays(today, 366));
    expect(firstMessage(travel.safeParse(addDays(today, -2)))).toBe('出发日期不能早于昨天');
    expect(firstMessage(travel.safeParse(addDays(today, 367)))).toMatch(/^出发日期不能晚于/);
    expect(travelDateField('起始日期', 31).safeParse(addDays(today, -31)).success).toBe(true);
  });

  it.each(['2026-11-31', '2027-02-30', '2100-02-29'])('refuse %s as no real day', (day) => {
    expect(firstMessage(travel.safeParse(day))).toBe('出发日期不是有效的日期');
  });

  it('refuse absurd and loose dates, naming the field', () => {
    expect(firstMessage(travel.safeParse('9999-12-31'))).toMatch(/^出发日期不能晚于/);
    expect(firstMessage(travel.safeParse('2026-12-1'))).toBe('出发日期格式应为 YYYY-MM-DD');
    expect(firstMessage(travel.safeParse(undefined))).toBe('请选择出发日期');
    expect(firstMessage(travel.safeParse(20261201))).toBe('出发日期格式应为 YYYY-MM-DD');
  });

  it('take birth dates from 1900-01-01 to today', () => {
    const birth = birthDateField();
    expect(birth.parse('1900-01-01')).toBe('1900-01-01');
    expect(birth.parse(today)).toBe(today);
    expect(firstMessage(birth.safeParse('2026-02-30'))).toBe('出生日期不是有效的日期');
    expect(firstMessage(birth.safeParse('1899-12-31'))).toBe('出生日期不能早于1900-01-01');
    expect(firstMessage(birth.safeParse(addDays(today, 1)))).toBe('出生日期不能晚于今天');
  });
});
