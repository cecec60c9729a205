import {
  VISA_ENTRIES_LABEL,
  VISA_TYPE_LABEL,
  type EntryKind,
  type VisaEntries,
} from '@lvxing/shared';
import { CITY_NAMES, districtsOf, type CityCode } from './data/consulates';
import { OFFERS, type Offer } from './data/offers';
import { loadEntryRules, type EntryRuleRow } from './entry-rules';
import type { District, VisaCatalog, VisaProduct } from './types';

/** When the sample 领区 lists and prices were entered. */
export const SAMPLE_DATE = '2026-11-27';

const yuan = (y: number) => y * 100;

function entriesText(entries: VisaEntries, validityDays: number): string {
  if (entries === 'MULTIPLE' && validityDays >= 365)
    return `${Math.round(validityDays / 365)}年多次`;
  return VISA_ENTRIES_LABEL[entries];
}

function consulateName(country: string, city: CityCode, evisa: boolean): string {
  if (city === 'ALL') return evisa ? '在线递交（全国受理）' : `${country}签证申请中心（全国受理）`;
  if (city === 'BJS') return `${country}驻华大使馆`;
  return `${country}驻${CITY_NAMES[city]}总领事馆`;
}

function districtsOfOffer(offer: Offer, key: string, name: string, evisa: boolean): District[] {
  return districtsOf(offer.network).map((d) => ({
    city: d.city,
    cityName: CITY_NAMES[d.city],
    consulate: consulateName(name, d.city, evisa),
    provinces: d.provinces,
    productCode: `${key}${d.city}`,
  }));
}

function productOf(offer: Offer, key: string, rule: EntryRuleRow, d: District): VisaProduct {
  const [embassy, centre, service] = offer.fees;
  const where = d.city === 'ALL' ? '全国受理' : `${d.cityName}领区`;
  const kind: EntryKind = rule.kind;
  return {
    code: d.productCode,
    offerKey: key,
    country: offer.country,
    countryName: rule.name,
    title: `${rule.name}${VISA_TYPE_LABEL[offer.type]}签证·${entriesText(offer.entries, offer.validityDays)}（${where}）`,
    visaType: offer.type,
    entries: offer.entries,
    form: kind === 'EVISA' ? 'EVISA' : 'STICKER',
    validityDays: offer.validityDays,
    stayDays: offer.stayDays,
    processingDays: { min: offer.processing[0], max: offer.processing[1] },
    interview: offer.interview,
    fingerprints: offer.fingerprints,
    consulateCity: d.cityName,
    embassyFeeFen: yuan(embassy),
    centreFeeFen: yuan(centre),
    serviceFeeFen: yuan(service),
    totalFen: yuan(embassy + centre + service),
    earliestDaysBefore: offer.apply[0],
    latestDaysBefore: offer.apply[1],
    schengen: offer.schengen ?? false,
    entryKind: kind,
    district: d,
  };
}

/**
 * The catalogue: the entry rules of the data (with how many products each destination has) and
 * the sample products, one per offer and 领区. Offer numbers count per country in OFFERS order.
 * @throws Error if an offer's country is not in the entry data
 */
export function buildVisaCatalog(): VisaCatalog {
  const rows = loadEntryRules();
  const ruleOf = new Map(rows.map((r) => [r.code, r]));
  const perCountry = new Map<string, number>();
  const districts = new Map<string, District[]>();
  const products: VisaProduct[] = [];
  for (const offer of OFFERS) {
    const rule = ruleOf.get(offer.country);
    if (!rule) throw new Error(`visa offers: ${offer.country} is not in the entry data`);
    const n = (perCountry.get(offer.country) ?? 0) + 1;
    perCountry.set(offer.country, n);
    const key = `V${offer.country}${String(n).padStart(2, '0')}`;
    const list = districtsOfOffer(offer, key, rule.name, rule.kind === 'EVISA');
    districts.set(key, list);
    for (const d of list) products.push(productOf(offer, key, rule, d));
  }
  const count = new Map<string, number>();
  for (const p of products) count.set(p.country, (count.get(p.country) ?? 0) + 1);
  return {
    entryRules: rows.map((r) => ({ ...r, products: count.get(r.code) ?? 0 })),
    products,
    byCode: new Map(products.map((p) => [p.code, p])),
    districtsOf: (key) => districts.get(key) ?? [],
  };
}

let memo: VisaCatalog | undefined;

/** The catalogue, built on first use (the CSV and pinyin of ~195 names: a few ms). */
export function getVisaCatalog(): VisaCatalog {
  memo ??= buildVisaCatalog();
  return memo;
}
