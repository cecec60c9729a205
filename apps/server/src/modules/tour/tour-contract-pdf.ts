import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cjkFontFor } from '../../lib/cjk-font';
import { CONTRACT_SAMPLE_NOTE, type ContractSection } from './tour-contract';

/** A4 portrait, points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = PAGE[0] - 2 * MARGIN;
const INK = rgb(0.15, 0.15, 0.15);
const RED = rgb(0.75, 0.1, 0.1);

/** What the contract's header says besides the sections. */
export interface ContractHead {
  contractNo: string;
  orderNo: string;
  title: string;
}

/** Splits `text` into lines no wider than `width` at `size` (Chinese breaks anywhere). */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
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

/** How a paragraph is set: its indent, colour, space after, and room kept below a heading. */
interface Setting {
  indent?: number;
  color?: typeof INK;
  gap?: number;
  /** Starts a new page unless this much room is left under the text (a heading's first lines). */
  keep?: number;
}

/** Writes lines down the pages, opening a new page when one is full. */
function writer(doc: PDFDocument, font: PDFFont) {
  let page: PDFPage = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;
  const newPage = () => {
    page = doc.addPage(PAGE);
    y = PAGE[1] - MARGIN;
  };
  return (text: string, size: number, opts: Setting = {}) => {
    const indent = opts.indent ?? 0;
    if (opts.keep && y < MARGIN + size + opts.keep) newPage();
    for (const line of wrap(font, text, size, WIDTH - indent)) {
      if (y < MARGIN + size) newPage();
      page.drawText(line, {
        x: MARGIN + indent,
        y: y - size,
        size,
        font,
        color: opts.color ?? INK,
      });
      y -= size * 1.6;
    }
    y -= opts.gap ?? 0;
  };
}

/** Every character the contract draws (the font is cut down to these). */
function charactersOf(head: ContractHead, sections: ContractSection[]): string {
  const text = [
    '旅游合同（样本）合同编号：订单号：',
    head.contractNo,
    head.orderNo,
    head.title,
    CONTRACT_SAMPLE_NOTE,
    ...sections.flatMap((s) => [s.heading, ...s.lines]),
  ].join('');
  return [...new Set(text)].join('');
}

/**
 * The contract as an A4 PDF (pdf-lib with Noto Sans SC cut down to its characters, as the
 * invoices): the title, numbers and the sample notice, then each section with its paragraphs,
 * wrapped to the page and flowing onto new pages.
 */
export async function renderContractPdf(
  head: ContractHead,
  sections: ContractSection[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await cjkFontFor(charactersOf(head, sections)), {
    subset: false,
  });
  doc.setTitle(`旅游合同（样本）${head.contractNo}`);
  doc.setProducer('旅行网 沙盒');
  const write = writer(doc, font);
  write('旅游合同（样本）', 18, { indent: WIDTH / 2 - 72, gap: 6 });
  write(`合同编号：${head.contractNo}    订单号：${head.orderNo}`, 10);
  write(head.title, 11, { gap: 4 });
  write(CONTRACT_SAMPLE_NOTE, 9, { color: RED, gap: 10 });
  for (const s of sections) {
    write(s.heading, 12, { gap: 2, keep: 48 });
    for (const line of s.lines) write(line, 10, { indent: 12 });
    write('', 6, { gap: 6 });
  }
  return doc.save();
}
