import fontkit from '@pdf-lib/fontkit';
import { beijingIso, INVOICE_KIND_LABEL, type InvoiceKind } from '@lvxing/shared';
import Nzh from 'nzh/cn';
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cjkFontBytes } from './invoice-font';
import type { InvoiceRow } from './invoice.repository';

/** The words that say what this document is, printed at its top and across it. */
export const SAMPLE_NOTICE = '样本 · 非正式税务凭证';
/** Why, at its foot. */
export const SAMPLE_FOOTNOTE =
  '本文件由沙盒环境生成，仅为样本，不是依照《中华人民共和国发票管理办法》开具的发票，不能用于报销、入账或抵扣。';

const RED = rgb(0.75, 0.1, 0.1);
const INK = rgb(0.15, 0.15, 0.15);
const GREY = rgb(0.45, 0.45, 0.45);
/** A5 landscape, points. */
const PAGE: [number, number] = [595.28, 419.53];
const LEFT = 40;

/** ¥1,234.50 from fen. */
export function yuanText(fen: number): string {
  const yuan = Math.floor(fen / 100).toLocaleString('en-US');
  return `¥${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/** The amount in Chinese capitals (大写金额: 壹仟贰佰叁拾肆元伍角, 壹佰元整) from fen, by nzh. */
export function amountInWords(fen: number): string {
  const yuan = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
  return Nzh.toMoney(yuan, { outSymbol: false });
}

/** `2026年11月26日 14:05（北京时间）` of an instant. */
function beijingText(at: Date): string {
  const s = beijingIso(at);
  return `${s.slice(0, 4)}年${s.slice(5, 7)}月${s.slice(8, 10)}日 ${s.slice(11, 16)}（北京时间）`;
}

/** Splits `text` into lines no wider than `width` at `size` (Chinese breaks anywhere). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && font.widthOfTextAtSize(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  return line ? [...lines, line] : lines;
}

interface Pen {
  page: PDFPage;
  font: PDFFont;
}

function head(pen: Pen, inv: InvoiceRow) {
  const { page, font } = pen;
  const title = INVOICE_KIND_LABEL[inv.kind as InvoiceKind];
  const size = 16;
  const x = (PAGE[0] - font.widthOfTextAtSize(title, size)) / 2;
  page.drawText(title, { x, y: 375, size, font, color: INK });
  page.drawText(SAMPLE_NOTICE, { x: LEFT, y: 398, size: 11, font, color: RED });
  const right = [
    `发票号码：${inv.invoiceNo ?? '（待开具）'}`,
    `开票日期：${inv.issuedAt ? beijingText(inv.issuedAt) : '—'}`,
    `订单号：${inv.orderNo}`,
  ];
  right.forEach((t, i) => page.drawText(t, { x: 330, y: 345 - i * 15, size: 9, font }));
}

function parties(pen: Pen, inv: InvoiceRow) {
  const { page, font } = pen;
  const rows = [
    `购买方名称：${inv.title}（${inv.titleType === 'COMPANY' ? '单位' : '个人'}）`,
    `统一社会信用代码/纳税人识别号：${inv.taxNo || '—'}`,
    `销售方名称：${inv.seller}`,
  ];
  rows.forEach((t, i) => page.drawText(t, { x: LEFT, y: 345 - i * 15, size: 9, font }));
}

function items(pen: Pen, inv: InvoiceRow): number {
  const { page, font } = pen;
  let y = 280;
  page.drawLine({ start: { x: LEFT, y: y + 16 }, end: { x: PAGE[0] - LEFT, y: y + 16 } });
  page.drawText('项目名称', { x: LEFT, y, size: 9, font, color: GREY });
  page.drawText('金额（含税）', { x: 460, y, size: 9, font, color: GREY });
  const lines = wrap(inv.item, font, 10, 400);
  lines.forEach((t, i) => page.drawText(t, { x: LEFT, y: y - 18 - i * 14, size: 10, font }));
  page.drawText(yuanText(inv.amountFen), { x: 460, y: y - 18, size: 10, font });
  y -= 18 + lines.length * 14 + 6;
  page.drawLine({ start: { x: LEFT, y }, end: { x: PAGE[0] - LEFT, y } });
  return y;
}

function totals(pen: Pen, inv: InvoiceRow, top: number) {
  const { page, font } = pen;
  const y = top - 20;
  page.drawText(`价税合计（大写）：${amountInWords(inv.amountFen)}`, {
    x: LEFT,
    y,
    size: 10,
    font,
  });
  page.drawText(`（小写）${yuanText(inv.amountFen)}`, { x: 400, y, size: 10, font });
  wrap(SAMPLE_FOOTNOTE, font, 8, PAGE[0] - 2 * LEFT).forEach((t, i) =>
    page.drawText(t, { x: LEFT, y: 60 - i * 11, size: 8, font, color: RED }),
  );
  if (inv.email) page.drawText(`接收邮箱：${inv.email}`, { x: LEFT, y: y - 18, size: 9, font });
}

function stamps(pen: Pen, inv: InvoiceRow) {
  const { page, font } = pen;
  const across = { font, color: RED, opacity: 0.18, rotate: degrees(18) };
  page.drawText(SAMPLE_NOTICE, { ...across, x: 110, y: 120, size: 40 });
  if (inv.state === 'VOIDED') {
    page.drawText('已作废', { x: 430, y: 200, size: 36, font, color: RED, opacity: 0.6 });
  }
}

/**
 * The invoice as a one-page PDF sample (pdf-lib; Noto Sans SC embedded as a subset of the
 * characters used): what it is (样本 · 非正式税务凭证, at the top, across the page and in the
 * footnote), its kind, number and issue time in Beijing time, the order number, buyer (抬头,
 * 税号) and seller, the item, and the amount in yuan and in Chinese capitals; 已作废 when voided.
 */
export async function renderInvoicePdf(inv: InvoiceRow): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await cjkFontBytes(), { subset: true });
  doc.setTitle(`${INVOICE_KIND_LABEL[inv.kind as InvoiceKind]}（样本）${inv.invoiceNo ?? ''}`);
  doc.setProducer('旅行网 沙盒');
  const pen = { page: doc.addPage(PAGE), font };
  stamps(pen, inv);
  head(pen, inv);
  parties(pen, inv);
  totals(pen, inv, items(pen, inv));
  return doc.save();
}
