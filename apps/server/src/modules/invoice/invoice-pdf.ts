import fontkit from '@pdf-lib/fontkit';
import { INVOICE_KIND_LABEL, type InvoiceKind } from '@lvxing/shared';
import { degrees, PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { cjkFontFor } from '../../lib/cjk-font';
import type { InvoiceRow } from './invoice.repository';
import { layInvoice, PAGE, type Ink, type Pen } from './invoice-pdf-layout';

const INKS: Record<Ink, { color: ReturnType<typeof rgb>; opacity?: number; turned?: boolean }> = {
  ink: { color: rgb(0.15, 0.15, 0.15) },
  red: { color: rgb(0.75, 0.1, 0.1) },
  grey: { color: rgb(0.45, 0.45, 0.45) },
  across: { color: rgb(0.75, 0.1, 0.1), opacity: 0.18, turned: true },
  void: { color: rgb(0.75, 0.1, 0.1), opacity: 0.6 },
};

/** The characters the layout draws (widths do not matter: every character is recorded). */
export function charactersOf(inv: InvoiceRow): string {
  const seen = new Set<string>();
  const recorder: Pen = {
    text: (s) => [...s].forEach((c) => seen.add(c)),
    line: () => undefined,
    width: (s, size) => [...s].length * size,
  };
  layInvoice(recorder, inv);
  return [...seen].join('');
}

function pagePen(page: PDFPage, font: PDFFont): Pen {
  return {
    text: (s, x, y, size, ink = 'ink') => {
      const { turned, ...look } = INKS[ink];
      page.drawText(s, { x, y, size, font, ...look, ...(turned ? { rotate: degrees(18) } : {}) });
    },
    line: (y) => page.drawLine({ start: { x: 40, y }, end: { x: PAGE[0] - 40, y } }),
    width: (s, size) => font.widthOfTextAtSize(s, size),
  };
}

/**
 * The invoice as a one-page PDF sample (pdf-lib; layout in invoice-pdf-layout.ts). Noto Sans SC
 * is cut down to the characters drawn by HarfBuzz (`subset-font`) and embedded whole: pdf-lib's
 * own subsetting (fontkit) dropped most glyphs of this font (seen rendered: the text extracted
 * but blank), and the whole font would add 6 MB to each file.
 */
export async function renderInvoicePdf(inv: InvoiceRow): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await invoiceFont(inv), { subset: false });
  doc.setTitle(`${INVOICE_KIND_LABEL[inv.kind as InvoiceKind]}（样本）${inv.invoiceNo ?? ''}`);
  doc.setProducer('旅行网 沙盒');
  layInvoice(pagePen(doc.addPage(PAGE), font), inv);
  return doc.save();
}

/** Noto Sans SC cut down to the characters the invoice draws (TrueType bytes). */
export function invoiceFont(inv: InvoiceRow): Promise<Buffer> {
  return cjkFontFor(charactersOf(inv));
}
