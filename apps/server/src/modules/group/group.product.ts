import { GROUP_ORDER_STATE_LABEL } from '@lvxing/shared';
import { snapshotOf, type ProductHandler } from '../orders/product';
import { lockGroupOfOrder, updateGroup } from './group.repository';

/** What a group order keeps of its request and quote (`orders.product.detail`). */
export interface GroupOrderDetail {
  requestNo: string;
  version: number;
  depositFen: number;
}

/**
 * The group kind of the order core: an accepted quote's order opens with its 定金 line
 * (`openingLine`); paid, it is 已付定金 and so is its request (`onPaid`, in the payment's
 * transaction). The staff's balance call moves it to 待付尾款 with a 尾款 line; paid, the group
 * job completes it (已完成). Group fares are refunded by the adviser under the quote's own rules,
 * never by the member's online refund (`refundFee` null).
 */
export const groupProduct: ProductHandler = {
  kind: 'GROUP',
  people: { noun: '联系人', idRequired: false },
  fulfilment: {
    paidState: 'DEPOSIT_PAID',
    paidText: '已付定金，等待顾问出票',
    states: {
      DEPOSIT_PAID: { label: GROUP_ORDER_STATE_LABEL.DEPOSIT_PAID, action: '支付定金' },
      BALANCE_DUE: { label: GROUP_ORDER_STATE_LABEL.BALANCE_DUE, action: '通知付尾款' },
      COMPLETED: { label: GROUP_ORDER_STATE_LABEL.COMPLETED, action: '完成' },
    },
    transitions: { DEPOSIT_PAID: ['BALANCE_DUE', 'COMPLETED'], BALANCE_DUE: ['COMPLETED'] },
    refundableIn: [],
  },
  holds: '团队报价',
  refundWord: '退款',
  refundClosedText: () => '团队票按报价所列退改规则办理，请联系您的顾问',
  async release() {
    // nothing held: the group's seats are the adviser's block with the airline
  },
  refundFee: () => null,
  personLabel: () => '联系人',
  openingLine(order) {
    const d = snapshotOf<GroupOrderDetail>(order).detail;
    return { purpose: 'DEPOSIT', amountFen: d.depositFen };
  },
  async onPaid(tx, order, now) {
    const r = await lockGroupOfOrder(tx, order.id);
    if (r?.state === 'CONFIRMED') await updateGroup(tx, r.id, { state: 'DEPOSIT_PAID' }, now);
  },
};
