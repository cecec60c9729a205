import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  invoiceListBody,
  invoiceListResult,
  InvoicePath,
  invoicePdfBody,
  invoiceRequestBody,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import type { InvoiceDeps } from './invoice.deps';
import { invoicePdf } from './invoice-pdf.service';
import { listInvoices, requestInvoice } from './invoice.service';

const tags = ['invoice'];

/**
 * 报销凭证, POST /api/invoice/…: members only (token header; 11001 without), each sees only the
 * invoices of their own orders (another member's order answers 15001, their invoice 21003).
 */
export const invoiceRoutes: FastifyPluginAsyncZod<{
  deps: InvoiceDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.addHook('preHandler', requireAuth);

  /**
   * `{orderNo, passengerId?, titleType, title, taxNo, email}` → the order's invoices after the
   * request. Errors: 10001 (a field, e.g. 纳税人识别号应为18位统一社会信用代码), 15001, 21001
   * (why not now, in the message), 21002 (asked already).
   */
  app.post(
    InvoicePath.request,
    {
      schema: {
        tags,
        summary: '申请发票（客票：承运人电子发票，每张客票一张；其他：平台增值税电子普通发票）',
        body: invoiceRequestBody,
        response: { 200: envelopeSchema(invoiceListResult) },
      },
    },
    async (req) => ok(await requestInvoice(deps, req.member!.userId, req.body)),
  );

  /** `{orderNo}` → what the order offers and its invoices. Errors: 15001. */
  app.post(
    InvoicePath.list,
    {
      schema: {
        tags,
        summary: '订单的报销凭证（可申请的发票与已申请的发票）',
        body: invoiceListBody,
        response: { 200: envelopeSchema(invoiceListResult) },
      },
    },
    async (req) => ok(await listInvoices(deps, req.member!.userId, req.body.orderNo)),
  );

  /**
   * `{invoiceId}` → application/pdf (a sample, labelled so), as an attachment; errors answer the
   * JSON envelope: 10029, 21003, 21004.
   */
  app.post(
    InvoicePath.pdf,
    { schema: { tags, summary: '下载发票PDF（样本，非正式税务凭证）', body: invoicePdfBody } },
    async (req, reply) => {
      const pdf = await invoicePdf(deps, req.member!.userId, req.body.invoiceId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );
};
