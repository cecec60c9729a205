import type { FastifyInstance } from 'fastify';
import { VisaOrderPath } from '@lvxing/shared';
import type { FileDeps } from '../files/files.deps';
import type { KindContext, KindModule, StaffKindContext } from '../orders/kind-module';
import { getVisaCatalog } from './catalog';
import { visaOrderRoutes } from './visa-order.routes';
import { visaRoutes } from './visa.routes';
import { visaStaffRoutes } from './visa-staff.routes';
import { stepSandboxCases } from './visa.jobs';
import { visaProduct } from './visa.product';
import { visaPageData } from './visa-page-data';
import type { VisaDeps } from './visa.deps';

/** The visa calls' parts: the order core, the file store and the sandbox's pace. */
const visaDeps = (ctx: KindContext, files: FileDeps): VisaDeps => ({
  ...ctx.orders,
  files,
  sandboxStepMs: ctx.config.visaSandboxStepMs,
});

/**
 * Visas (签证, issue 29): the catalogue (entry rules, products by 领区, checklist), the
 * application as an order of kind VISA, each applicant's case with its materials reviewed item
 * by item, and the sandbox's visa centre job. Its calls need the file store and the staff
 * guard, so they are registered with the console (`registerWithStaff`).
 */
export const visaKind: KindModule = {
  kind: 'VISA',
  product: visaProduct,
  orderPaths: {
    detail: VisaOrderPath.orderDetail,
    search: VisaOrderPath.orderSearch,
    cancel: VisaOrderPath.orderCancel,
    refund: VisaOrderPath.orderRefund,
  },
  seed: async () => {},
  warm: () => void getVisaCatalog(),
  register: async () => {},
  registerWithStaff: registerVisa,
  pageData: () => ({ '/visa': async (query) => visaPageData(query) }),
  jobs: [(ctx) => stepSandboxCases({ ...ctx.orders, sandboxStepMs: ctx.config.visaSandboxStepMs })],
};

/** Registers the visa calls: the catalogue, the member's application and case calls, the staff's. */
async function registerVisa(app: FastifyInstance, ctx: StaffKindContext): Promise<void> {
  const deps = visaDeps(ctx, ctx.files);
  await app.register(visaRoutes);
  await app.register(visaOrderRoutes, { deps, requireAuth: ctx.requireAuth });
  await app.register(visaStaffRoutes, { deps, requireStaff: ctx.requireStaff });
}
