import type { PassportHandover, VisaFees } from '@lvxing/shared';
import { snapshotOf, type OrderRow, type ProductSnapshot } from '../orders/product';
import type { VisaProduct } from './catalog';

/** What a visa order keeps of its product as sold (`orders.product.detail`). */
export interface VisaOrderDetail {
  visaCode: string;
  title: string;
  countryName: string;
  consulateCity: string;
  form: string;
  fees: VisaFees;
  departDate: string;
  returnDate: string;
  passportHandover: PassportHandover;
}

/** The order snapshot of `n` applicants of `p`. */
export function visaSnapshot(
  p: VisaProduct,
  n: number,
  trip: { departDate: string; returnDate: string; passportHandover: PassportHandover },
): ProductSnapshot<VisaOrderDetail> {
  const fees = {
    embassyFeeFen: p.embassyFeeFen,
    centreFeeFen: p.centreFeeFen,
    serviceFeeFen: p.serviceFeeFen,
  };
  return {
    segments: [],
    priceLines: [
      { label: '使馆签证费', unitFen: p.embassyFeeFen, count: n },
      { label: '签证中心服务费', unitFen: p.centreFeeFen, count: n },
      { label: '代办服务费', unitFen: p.serviceFeeFen, count: n },
    ].filter((l) => l.unitFen > 0),
    vendor: null,
    detail: {
      visaCode: p.code,
      title: p.title,
      countryName: p.countryName,
      consulateCity: p.consulateCity,
      form: p.form,
      fees,
      ...trip,
    },
  };
}

/** The visa detail of an order's snapshot. */
export const visaOf = (order: OrderRow) => snapshotOf<VisaOrderDetail>(order).detail;

/** The price of one applicant, fen. */
export const pricePerApplicant = (d: VisaOrderDetail) =>
  d.fees.embassyFeeFen + d.fees.centreFeeFen + d.fees.serviceFeeFen;
