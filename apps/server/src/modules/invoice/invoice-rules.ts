import type { InvoiceKind, ProductKind } from '@lvxing/shared';
import type { OrderFacts, OrderPersonFacts } from '../orders/order-facts.service';

/** The site's name as the seller (销售方) of its own invoices; a sandbox, so said. */
export const SITE_SELLER = '旅行网（沙盒环境）';

/**
 * Which invoice an order of a kind gets, per ticket or per order, and when (what Ctrip does):
 * - tickets (flights, trains): the carrier's 电子发票 per ticket for its fare, issued by the
 *   airline or 中国铁路 through the tax system once the ticket is out (出票成功); the site only
 *   passes the request on. No order has service fees or insurance, so the site adds no invoice of
 *   its own to a ticket order;
 * - what the site sells itself (coaches, hotels; cars, tours and visas when sold): its own
 *   增值税电子普通发票 per order for what was paid online net of refunds, a stay's after check-out
 *   (已离店; a stay paid at the hotel gets its invoice from the hotel).
 */
export interface InvoicePlan {
  kind: InvoiceKind;
  perTicket: boolean;
  /** The order states a request is taken in. */
  issuableIn: readonly string[];
  /** Who issues it and when, in words (shown with the offer). */
  note: string;
  /** Why not yet, before those states. */
  notYet: string;
  /** 销售方 as printed. */
  seller: (f: OrderFacts) => string;
  /** 项目名称 as printed: the ticket's for a per-ticket invoice, else the order's. */
  item: (f: OrderFacts, person?: OrderPersonFacts) => string;
}

const ticketItem = (what: string) => (f: OrderFacts, p?: OrderPersonFacts) =>
  `*${what}*${f.route} ${p?.name ?? ''} 票号${p?.ticketNo ?? ''}`;

const PLANS: Partial<Record<ProductKind, InvoicePlan>> = {
  FLIGHT: {
    kind: 'AIR_ITINERARY',
    perTicket: true,
    issuableIn: ['TICKETED'],
    note: '由航空公司通过税务系统开具，平台代为申请，每张客票一张',
    notYet: '出票成功后可申请行程单',
    seller: (f) => f.carrier || '承运航空公司',
    item: ticketItem('航空运输服务'),
  },
  TRAIN: {
    kind: 'RAIL_TICKET',
    perTicket: true,
    issuableIn: ['TICKETED'],
    note: '由中国铁路通过税务系统开具，平台代为申请，每张车票一张',
    notYet: '出票成功后可申请电子发票',
    seller: () => '中国铁路',
    item: ticketItem('铁路旅客运输服务'),
  },
  BUS: {
    kind: 'VAT_GENERAL',
    perTicket: false,
    issuableIn: ['TICKETED'],
    note: '由本平台开具，金额为实付金额（扣除退款）',
    notYet: '出票成功后可申请发票',
    seller: () => SITE_SELLER,
    item: (f) => `*道路旅客运输服务*汽车票（${f.order.title}）`,
  },
  HOTEL: {
    kind: 'VAT_GENERAL',
    perTicket: false,
    issuableIn: ['CHECKED_OUT'],
    note: '由本平台在离店后开具，金额为在线实付金额（扣除退款）',
    notYet: '离店后可申请发票',
    seller: () => SITE_SELLER,
    item: (f) => `*住宿服务*住宿费（${f.order.title}）`,
  },
};

/** The plan of an order's kind, or undefined when the site gives none for it yet. */
export function invoicePlanOf(kind: string): InvoicePlan | undefined {
  return PLANS[kind as ProductKind];
}

/** Why no invoice may be asked for the order now (in Chinese), or null when it may. */
export function whyNoInvoice(plan: InvoicePlan | undefined, f: OrderFacts): string | null {
  if (!plan) return '该订单暂不支持开具发票';
  if (['REFUNDING', 'REFUNDED'].includes(f.order.state)) return '订单已退款，发票已作废';
  if (!plan.issuableIn.includes(f.order.state)) return plan.notYet;
  if (f.paidNetFen <= 0) {
    return f.order.kind === 'HOTEL' ? '到店付的房费由酒店开具发票' : '该订单没有在线支付金额';
  }
  return null;
}
