import type { CarEnergy, CarGearbox, CarRentalSearchBody, CarSort } from '@lvxing/shared';

/** The result filters and sort the member chose (sent with the search: the server filters). */
export interface RentalFilters {
  supplierCodes: string[];
  gearbox: CarGearbox | null;
  seatsMin: number | null;
  energy: CarEnergy | null;
  freeCancel: boolean;
  depositFree: boolean;
  sort: CarSort;
}

export const NO_FILTERS: RentalFilters = {
  supplierCodes: [],
  gearbox: null,
  seatsMin: null,
  energy: null,
  freeCancel: false,
  depositFree: false,
  sort: 'TOTAL',
};

/** The search body with the filters set (unset ones left out). */
export function withFilters(body: CarRentalSearchBody, f: RentalFilters): CarRentalSearchBody {
  return {
    ...body,
    supplierCodes: f.supplierCodes,
    ...(f.gearbox ? { gearbox: f.gearbox } : {}),
    ...(f.seatsMin ? { seatsMin: f.seatsMin } : {}),
    ...(f.energy ? { energy: f.energy } : {}),
    freeCancel: f.freeCancel,
    depositFree: f.depositFree,
    sort: f.sort,
  };
}
