import { CABINS, type Cabin } from '@lvxing/shared';

export interface OfferRef {
  flightNo: string;
  date: string;
  cabin: Cabin;
  vendorCode: string;
}

const FLIGHT_NO = /^[A-Z0-9]{2}\d{1,4}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads an offer id `${flightNo}.${date}.${cabin}.${vendorCode}` (e.g. `MU5101.2026-11-25.Y.FS-MU`);
 * null when it is not one.
 */
export function parseOfferId(offerId: string | null | undefined): OfferRef | null {
  if (!offerId) return null;
  const [flightNo, date, cabin, ...vendor] = offerId.trim().split('.');
  const vendorCode = vendor.join('.');
  if (!flightNo || !FLIGHT_NO.test(flightNo)) return null;
  if (!date || !DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return null;
  if (!cabin || !(CABINS as readonly string[]).includes(cabin)) return null;
  if (!vendorCode) return null;
  return { flightNo, date, cabin: cabin as Cabin, vendorCode };
}
