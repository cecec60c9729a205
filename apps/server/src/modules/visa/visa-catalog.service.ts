import {
  ENTRY_DATA_SOURCE,
  ErrorCode,
  PERMIT_REGIONS_NOTE,
  VISA_REFUND_RULES,
  VISA_REFUND_STAGES,
  VISA_RULES_CHANGE_NOTE,
  entryMatches,
  visaRefundFen,
  type VisaCard,
  type VisaChecklistBody,
  type VisaChecklistResult,
  type VisaDetail,
  type VisaDistrict,
  type VisaEntrySearchBody,
  type VisaEntrySearchResult,
  type VisaProductSearchBody,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import {
  PROVINCES,
  SAMPLE_DATE,
  buildChecklist,
  districtFor,
  getVisaCatalog,
  outOfDistrictReason,
  type District,
  type VisaProduct,
} from './catalog';

/** Entry rules matching the keyword (中文, 拼音, 首字母) and region, in pinyin order, credited. */
export function searchEntryRules(body: VisaEntrySearchBody): VisaEntrySearchResult {
  const keyword = body.keyword ?? '';
  const items = getVisaCatalog().entryRules.filter(
    (r) => (!body.region || r.region === body.region) && entryMatches(r, keyword),
  );
  return {
    items,
    dataDate: ENTRY_DATA_SOURCE.date,
    source: ENTRY_DATA_SOURCE.name,
    excludedNote: PERMIT_REGIONS_NOTE,
    changeNote: VISA_RULES_CHANGE_NOTE,
  };
}

/** A product as a card (the answer's fields only). */
export function cardOf(p: VisaProduct): VisaCard {
  const { code, country, countryName, title, visaType, entries, form, validityDays } = p;
  const { stayDays, processingDays, interview, fingerprints, consulateCity, totalFen } = p;
  return {
    ...{ code, country, countryName, title, visaType, entries, form, validityDays },
    ...{ stayDays, processingDays, interview, fingerprints, consulateCity, totalFen },
  };
}

/** Products of a destination (or all), of a type (or all), in catalogue order. */
export function searchProducts(body: VisaProductSearchBody): { items: VisaCard[] } {
  const items = getVisaCatalog().products.filter(
    (p) =>
      (!body.country || p.country === body.country) &&
      (!body.visaType || p.visaType === body.visaType),
  );
  return { items: items.map(cardOf) };
}

/** The product of a code. @throws AppError 27001 for a code the catalogue does not have */
export function visaProductOf(code: string): VisaProduct {
  const p = getVisaCatalog().byCode.get(code);
  if (!p) throw new AppError(ErrorCode.VISA_PRODUCT_NOT_FOUND);
  return p;
}

const districtView = (d: District): VisaDistrict => ({
  city: d.cityName,
  consulate: d.consulate,
  provinces: d.provinces.map((code) => ({ code, name: PROVINCES[code] ?? code })),
  productCode: d.productCode,
});

function notesOf(p: VisaProduct): string[] {
  return [
    VISA_RULES_CHANGE_NOTE,
    `本页签证产品、领区划分与价格为示例数据（${SAMPLE_DATE}录入），仅供演示。`,
    '使馆签证费一经缴纳不予退还；签证中心服务费与代办服务费按办理阶段退还。',
    ...(p.district.city === 'ALL'
      ? []
      : ['领区按户籍所在地划分；非本领区户籍须持本领区居住证并连续居住满6个月。']),
    ...(p.schengen ? ['申根签证应向停留时间最长的国家申请；停留时间相同的，向首入国申请。'] : []),
    ...(p.interview ? ['需申请人本人前往使馆面试，面试后出签时间以使馆为准。'] : []),
  ];
}

/** A product's page: terms, price split, refund by stage, every 领区 of its offer, notes. */
export function visaDetail(code: string): VisaDetail {
  const p = visaProductOf(code);
  const fees = {
    embassyFeeFen: p.embassyFeeFen,
    centreFeeFen: p.centreFeeFen,
    serviceFeeFen: p.serviceFeeFen,
  };
  return {
    ...cardOf(p),
    ...fees,
    earliestDaysBefore: p.earliestDaysBefore,
    latestDaysBefore: p.latestDaysBefore,
    refunds: VISA_REFUND_STAGES.map((stage) => ({
      stage,
      label: VISA_REFUND_RULES[stage].label,
      refundFen: visaRefundFen(fees, stage),
    })),
    districts: getVisaCatalog().districtsOf(p.offerKey).map(districtView),
    notes: notesOf(p),
    sampleDate: SAMPLE_DATE,
    entryKind: p.entryKind,
  };
}

/**
 * The checklist of a product for an applicant, and whether its 领区 takes the applicant's
 * province (if not: the reason and the 领区 and product that does).
 * @throws AppError 27001 for an unknown product
 */
export function checklistPreview(body: VisaChecklistBody): VisaChecklistResult {
  const p = visaProductOf(body.visaCode);
  const applicant = {
    type: body.applicantType,
    age: body.age,
    province: body.province,
    basis: body.provinceBasis ?? 'HUKOU',
  };
  if (!PROVINCES[applicant.province]) throw new AppError(ErrorCode.INVALID_PARAMS, '省份不正确');
  const right =
    districtFor(getVisaCatalog().districtsOf(p.offerKey), applicant.province) ?? p.district;
  const accepted = right.productCode === p.code;
  return {
    visaCode: p.code,
    accepted,
    reason: accepted ? null : outOfDistrictReason(p, applicant, right),
    district: { city: right.cityName, consulate: right.consulate, productCode: right.productCode },
    items: buildChecklist(p, applicant),
  };
}
