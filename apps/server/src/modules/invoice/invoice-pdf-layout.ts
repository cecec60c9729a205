import { beijingIso, INVOICE_KIND_LABEL, type InvoiceKind } from '@lvxing/shared';
import Nzh from 'nzh/cn';
import type { InvoiceRow } from './invoice.repository';

/** The words that say what this document is, printed at its top and across it. */
export const SAMPLE_NOTICE = '样本 · 非正式税务凭证';
/** Why, at its foot. */
export const SAMPLE_FOOTNOTE =
  '本文件由沙盒环境生成，仅为样本，不是依照《中华人民共和国发票管理办法》开具的发票，不能用于报销、入账或抵扣。';

/** A5 landscape, points. */
export const PAGE: [number, number] = [595.28, 419.53];
const LEFT = 40;

/** How text is set: red (the sample's words), grey (headings), faint and turned (across). */
export type Ink = 'ink' | 'red' | 'grey' | 'across' | 'void';

/**
 * What the layout draws with: the PDF page, or a recorder that only collects the text (the
 * font is cut down to those characters before the page is drawn).
 */
export interface Pen {
  text(s: string, x: number, y: number, size: number, ink?: Ink): void;
  line(y: number): void;
  width(s: string, size: number): number;
}

/** ¥1,234.50 from fen. */
export function yuanText(fen: number): string {
  const yuan = Math.floor(fen / 100).toLocaleString('en-US');
  return `¥${yuan}.${String(fen % 100).padStart(2, '0')}`;
}

/** The amount in Chinese capitals (大写金额: 壹仟贰佰叁拾肆元伍角, 壹佰元整) from fen, by nzh. */
export function amountInWords(fen: number): string {
  // whole yuan without decimals: nzh writes 整 after 元 only then (支付结算办法: 到元为止写整)
  const cents = fen % 100;
  const yuan = `${Math.floor(fen / 100)}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
  return Nzh.toMoney(yuan, { outSymbol: false });
}

/** `2026年11月26日 14:05（北京时间）` of an instant. */
function beijingText(at: Date): string {
  const s = beijingIso(at);
  return `${s.slice(0, 4)}年${s.slice(5, 7)}月${s.slice(8, 10)}日 ${s.slice(11, 16)}（北京时间）`;
}

/** Splits `text` into lines no wider than `width` at `size` (Chinese breaks anywhere). */
function wrap(pen: Pen, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && pen.width(line + ch, size) > width) {
      lines.push(line);
      line = '';
    }
    line += ch;
  }
  return line ? [...lines, line] : lines;
}

function head(pen: Pen, inv: InvoiceRow) {
  const title = INVOICE_KIND_LABEL[inv.kind as InvoiceKind];
  pen.text(title, (PAGE[0] - pen.width(title, 16)) / 2, 375, 16);
  pen.text(SAMPLE_NOTICE, LEFT, 398, 11, 'red');
  [
    `发票号码：${inv.invoiceNo ?? '（待开具）'}`,
    `开票日期：${inv.issuedAt ? beijingText(inv.issuedAt) : '—'}`,
    `订单号：${inv.orderNo}`,
  ].forEach((t, i) => pen.text(t, 330, 345 - i * 15, 9));
}

function parties(pen: Pen, inv: InvoiceRow) {
  [
    `购买方名称：${inv.title}（${inv.titleType === 'COMPANY' ? '单位' : '个人'}）`,
    `统一社会信用代码/纳税人识别号：${inv.taxNo || '—'}`,
    `销售方名称：${inv.seller}`,
  ].forEach((t, i) => pen.text(t, LEFT, 345 - i * 15, 9));
}

/** The item and its amount between two rules. @returns the lower rule's height. */
function items(pen: Pen, inv: InvoiceRow): number {
  const top = 280;
  pen.line(top + 16);
  pen.text('项目名称', LEFT, top, 9, 'grey');
  pen.text('金额（含税）', 460, top, 9, 'grey');
  const lines = wrap(pen, inv.item, 10, 400);
  lines.forEach((t, i) => pen.text(t, LEFT, top - 18 - i * 14, 10));
  pen.text(yuanText(inv.amountFen), 460, top - 18, 10);
  const bottom = top - 24 - lines.length * 14;
  pen.line(bottom);
  return bottom;
}

function totals(pen: Pen, inv: InvoiceRow, top: number) {
  const y = top - 20;
  pen.text(`价税合计（大写）：${amountInWords(inv.amountFen)}`, LEFT, y, 10);
  pen.text(`（小写）${yuanText(inv.amountFen)}`, 400, y, 10);
  if (inv.email) pen.text(`接收邮箱：${inv.email}`, LEFT, y - 18, 9);
  wrap(pen, SAMPLE_FOOTNOTE, 8, PAGE[0] - 2 * LEFT).forEach((t, i) =>
    pen.text(t, LEFT, 60 - i * 11, 8, 'red'),
  );
}

/**
 * Lays the invoice out on one page: what it is (样本 · 非正式税务凭证, at the top, across the page
 * and in the footnote), its kind, number and issue time in Beijing time, the order number, buyer
 * (抬头, 税号) and seller, the item, and the amount in yuan and in Chinese capitals; 已作废 when
 * voided.
 */
export function layInvoice(pen: Pen, inv: InvoiceRow): void {
  pen.text(SAMPLE_NOTICE, 110, 120, 40, 'across');
  if (inv.state === 'VOIDED') pen.text('已作废', 430, 200, 36, 'void');
  head(pen, inv);
  parties(pen, inv);
  totals(pen, inv, items(pen, inv));
}
