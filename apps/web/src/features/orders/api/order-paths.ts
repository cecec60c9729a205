import { ApiPath, isSaleKind, type ProductKind } from '@lvxing/shared';
import { KIND_INFO } from '@/lib/kinds';
import type { ApiArea } from '@/lib/kinds/types';
import { ui } from '@/lib/ui-bridge';

interface AreaPaths {
  cancel: string;
  refund: string;
}

// spelled out (not `ApiPath[`${area}OrderCancel`]`) so the bundle keeps only these paths
const AREA_PATHS: Record<ApiArea, AreaPaths> = {
  plane: { cancel: ApiPath.planeOrderCancel, refund: ApiPath.planeOrderRefund },
  train: { cancel: ApiPath.trainOrderCancel, refund: ApiPath.trainOrderRefund },
  bus: { cancel: ApiPath.busOrderCancel, refund: ApiPath.busOrderRefund },
  hotel: { cancel: ApiPath.hotelOrderCancel, refund: ApiPath.hotelOrderRefund },
  tour: { cancel: ApiPath.tourOrderCancel, refund: ApiPath.tourOrderRefund },
  car: { cancel: ApiPath.carOrderCancel, refund: ApiPath.carOrderRefund },
};

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
  return AREA_PATHS[KIND_INFO[kind].apiArea];
}
