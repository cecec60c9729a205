import {
  VisaPath,
  type VisaCard,
  type VisaChecklistBody,
  type VisaChecklistResult,
  type VisaDetail,
  type VisaEntrySearchResult,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/**
 * POST /api/visa/entry/search without a keyword: every destination's entry rule for a PRC
 * passport (~195 rows, with pinyin and initials, searched on the page), the data's date and
 * source.
 */
export function getEntryRules(options: RequestOptions = {}) {
  return post<VisaEntrySearchResult>(VisaPath.entrySearch, {}, options);
}

/** POST /api/visa/product/search: a destination's products (ISO alpha-2 code), as cards. */
export function getVisaProducts(country: string, options: RequestOptions = {}) {
  return post<{ items: VisaCard[] }>(VisaPath.productSearch, { country }, options);
}

/** POST /api/visa/product/detail: terms, fees (fen), refund by stage, every 领区 (27001 unknown). */
export function getVisaDetail(visaCode: string, options: RequestOptions = {}) {
  return post<VisaDetail>(VisaPath.productDetail, { visaCode }, options);
}

/** POST /api/visa/checklist/preview: the materials of an applicant, and whether the 领区 takes them. */
export function previewChecklist(body: VisaChecklistBody, options: RequestOptions = {}) {
  return post<VisaChecklistResult>(VisaPath.checklistPreview, body, options);
}
