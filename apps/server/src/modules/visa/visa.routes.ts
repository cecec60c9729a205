import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  VisaPath,
  envelopeSchema,
  visaChecklistBody,
  visaChecklistResult,
  visaCodeBody,
  visaDetailSchema,
  visaEntrySearchBody,
  visaEntrySearchResult,
  visaProductSearchBody,
  visaProductSearchResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import {
  checklistPreview,
  searchEntryRules,
  searchProducts,
  visaDetail,
} from './visa-catalog.service';

const tags = ['visa'];

/**
 * The visa catalogue calls (anyone; answers from the in-memory catalogue, so no search cache):
 * entry rules, products by destination, a product with its 领区, and the checklist preview.
 * The application (`/api/visa/application/submit`) comes with the visa orders.
 */
export const visaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    VisaPath.entrySearch,
    {
      schema: {
        tags,
        summary:
          '中国护照入境政策：按大洲与关键词（中文、拼音、首字母）查询免签、落地签、电子签、需签证',
        body: visaEntrySearchBody,
        response: { 200: envelopeSchema(visaEntrySearchResult) },
      },
    },
    async (req) => ok(searchEntryRules(req.body)),
  );

  app.post(
    VisaPath.productSearch,
    {
      schema: {
        tags,
        summary: '签证产品列表：按目的国家（ISO两位代码）与签证类型（示例数据）',
        body: visaProductSearchBody,
        response: { 200: envelopeSchema(visaProductSearchResult) },
      },
    },
    async (req) => ok(searchProducts(req.body)),
  );

  app.post(
    VisaPath.productDetail,
    {
      schema: {
        tags,
        summary: '签证产品详情：费用拆分、分阶段退款、领区及受理省份（27001 产品不存在）',
        body: visaCodeBody,
        response: { 200: envelopeSchema(visaDetailSchema) },
      },
    },
    async (req) => ok(visaDetail(req.body.visaCode)),
  );

  app.post(
    VisaPath.checklistPreview,
    {
      schema: {
        tags,
        summary:
          '材料清单预览：按申请人类型、年龄与户籍或常住省份生成；不属本领区时给出原因与对应领区产品（27001 产品不存在）',
        body: visaChecklistBody,
        response: { 200: envelopeSchema(visaChecklistResult) },
      },
    },
    async (req) => ok(checklistPreview(req.body)),
  );
};
