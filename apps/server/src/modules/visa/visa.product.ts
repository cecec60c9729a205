import { ORDER_STATE_LABEL } from '@lvxing/shared';
import type { ProductHandler } from '../orders/product';
import { casesByOrder, orderVisaView, type VisaCaseRows } from './visa-case.view';

/**
 * The visa kind of the order core: applicants with their ID numbers; after payment 办理中
 * (PROCESSING) while each applicant's case runs its own states (visa-case-rules.ts), then
 * 已完成 once every case has ended (已完成 or 已中止). Nothing is held; the member does not
 * refund the order whole: each case is stopped (已中止) with the refund its stage allows, a
 * LINE refund of the 全款 line.
 */
export const visaProduct: ProductHandler = {
  kind: 'VISA',
  people: { noun: '申请人', idRequired: true },
  fulfilment: {
    paidState: 'PROCESSING',
    paidText: '请为每位申请人上传签证材料并提交审核',
    states: {
      PROCESSING: { label: ORDER_STATE_LABEL.PROCESSING, action: '支付' },
      COMPLETED: { label: ORDER_STATE_LABEL.COMPLETED, action: '办结' },
    },
    transitions: { PROCESSING: ['COMPLETED'] },
    refundableIn: [],
  },
  holds: '办理名额',
  refundWord: '退款',
  refundClosedText: () => '签证订单请按申请人中止办理，退款按办理阶段计算',
  release: async () => {},
  refundFee: () => null,
  personLabel: () => '申请人',
  viewExtras: (db, orders) => casesByOrder(db, orders),
  productView: (order, extra) => ({
    kind: 'VISA',
    ...orderVisaView(order, extra as VisaCaseRows[] | undefined),
  }),
};
