import type { EntryKind, EntryRule, VisaCard } from '@lvxing/shared';
import type { CityCode } from './data/consulates';

/** A 领区 of an offer: its city, the consulate's name, its provinces and its product's code. */
export interface District {
  city: CityCode;
  cityName: string;
  consulate: string;
  provinces: readonly string[];
  productCode: string;
}

/** A product as sold: one offer in one 领区 (示例数据). */
export interface VisaProduct extends VisaCard {
  /** `V` + country + offer number: the products of one offer in its several 领区 share it. */
  offerKey: string;
  embassyFeeFen: number;
  centreFeeFen: number;
  serviceFeeFen: number;
  earliestDaysBefore: number;
  latestDaysBefore: number;
  schengen: boolean;
  entryKind: EntryKind;
  /** This product's 领区. */
  district: District;
}

export interface VisaCatalog {
  entryRules: EntryRule[];
  products: VisaProduct[];
  byCode: ReadonlyMap<string, VisaProduct>;
  /** Every 领区 of an offer, 北京 (or 全国) first. */
  districtsOf: (offerKey: string) => readonly District[];
}
