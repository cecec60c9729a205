import { ApiPath, isSaleKind, type ProductKind } from '@lvxing/shared';
import { KIND_INFO } from '@/lib/kinds';
import { ui } from '@/lib/ui-bridge';

interface AreaPaths {
  cancel: string;
  refund: string;
}

/**
 * The order calls of the API area an order belongs to (its kind's descriptor, lib/kinds). Every
 * area's calls serve every kind (the order core is shared); an order is acted on through its own
 * area. For a kind this app does not sell it says so and throws: such an order is never sent to
 * another kind's area.
 */
export function orderPaths(kind: ProductKind): AreaPaths {
  if (!isSaleKind(kind)) {
    const message = '该类订单暂不支持在线办理，请联系客服';
    ui.toast('error', message);
    throw new Error(`${kind}: ${message}`);
  }
  const area = KIND_INFO[kind].apiArea;
  return { cancel: ApiPath[`${area}OrderCancel`], refund: ApiPath[`${area}OrderRefund`] };
}
