/**
 * The in-memory visa catalogue: the entry rules of a PRC passport from the Passport Index data
 * (MIT, data/NOTICE.md), and sample visa products (示例数据) for destinations the data marks
 * 需签证 or 电子签, one per offer and 领区, with the materials checklist generator. No database,
 * no I/O beyond reading the CSV once.
 */
export { buildVisaCatalog, getVisaCatalog, SAMPLE_DATE } from './catalog';
export { buildChecklist, districtFor, outOfDistrictReason, type Applicant } from './checklist';
export { NOT_DESTINATIONS, countryName, parseRequirement } from './entry-rules';
export { PROVINCES } from './data/provinces';
export type { District, VisaCatalog, VisaProduct } from './types';
