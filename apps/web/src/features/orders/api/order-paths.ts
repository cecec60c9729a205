import { ApiPath, type ProductKind } from '@lvxing/shared';

interface AreaPaths {
  cancel: string;
  refund: string;
}

const AREAS: Partial<Record<ProductKind, AreaPaths>> = {
  FLIGHT: { cancel: ApiPath.planeOrderCancel, refund: ApiPath.planeOrderRefund },
  TRAIN: { cancel: ApiPath.trainOrderCancel, refund: ApiPath.trainOrderRefund },
  BUS: { cancel: ApiPath.busOrderCancel, refund: ApiPath.busOrderRefund },
};

/**
 * The order calls of the area an order belongs to. Every area's calls serve every kind (the
 * order core is shared); an order is acted on through its own area.
 */
export function orderPaths(kind: ProductKind): AreaPaths {
  return AREAS[kind] ?? AREAS.FLIGHT!;
}
