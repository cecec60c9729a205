import fontkit from '@pdf-lib/fontkit';
import { describe, expect, it } from 'vitest';
import type { InvoiceRow } from './invoice.repository';
import { charactersOf, invoiceFont } from './invoice-pdf';
import { amountInWords, yuanText } from './invoice-pdf-layout';

const issued: InvoiceRow = {
  id: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b',
  orderId: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7c',
  memberId: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7d',
  orderNo: '261125120000123456',
  passengerId: null,
  personName: null,
  seller: '旅行网（沙盒环境）',
  kind: 'VAT_GENERAL',
  titleType: 'COMPANY',
  title: '龘靐齉爩（测试）有限公司',
  taxNo: '91350100M000100Y43',
  email: 'finance@example.com',
  item: '*住宿服务*住宿费（上海外滩酒店 豪华大床房 2晚）',
  amountFen: 123450,
  state: 'VOIDED',
  invoiceNo: 'SAMPLE-26991234567890123456',
  requestedAt: new Date('2026-11-26T02:00:00Z'),
  issuedAt: new Date('2026-11-26T02:00:05Z'),
  voidedAt: new Date('2026-11-26T03:00:00Z'),
};

describe('the invoice PDF font', () => {
  it('has an outline for every character drawn (text that extracts can still print blank)', async () => {
    const text = charactersOf(issued);
    for (const word of ['样本', '已作废', '壹仟贰佰叁拾肆元伍角', '龘靐齉爩', '¥', '@']) {
      for (const ch of word) expect(text).toContain(ch);
    }
    const font = fontkit.create(await invoiceFont(issued));
    const blank = [...text].filter((ch) => {
      const [glyph] = font.glyphsForString(ch);
      return ch.trim() !== '' && (!glyph || glyph.id === 0 || glyph.path.toSVG() === '');
    });
    expect(blank).toEqual([]);
    // the cut font is small: a PDF is tens of kilobytes, not the font's 10 MB
    expect((await invoiceFont(issued)).length).toBeLessThan(200_000);
  });

  it('writes amounts in yuan and in Chinese capitals', () => {
    expect(yuanText(123450)).toBe('¥1,234.50');
    expect(amountInWords(123450)).toBe('壹仟贰佰叁拾肆元伍角');
    expect(amountInWords(10000)).toBe('壹佰元整');
    expect(amountInWords(60650)).toBe('陆佰零陆元伍角');
    expect(amountInWords(1)).toBe('壹分');
  });
});
