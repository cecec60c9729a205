// The visa part of an order's detail (`product`, kind VISA): each applicant's case with its
// checklist items, their files and review states, and the case's history. Apart from
// visa-application.ts so the order pages carry no submit schema.
import { z } from 'zod';
import { APPLICANT_TYPES } from '../codes/visa';
import { PASSPORT_HANDOVERS, VISA_CASE_STATES, VISA_ITEM_STATES } from '../codes/visa-case';

export const visaFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});

export const visaItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  required: z.boolean(),
  state: z.enum(VISA_ITEM_STATES),
  /** Why it must be sent again (需补充), else null. */
  reason: z.string().nullable(),
  files: z.array(visaFileSchema),
});
export type VisaItemView = z.infer<typeof visaItemSchema>;

export const visaCaseStepSchema = z.object({
  state: z.enum(VISA_CASE_STATES),
  label: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});

/** One applicant's case. */
export const visaCaseSchema = z.object({
  applicantId: z.string(),
  name: z.string(),
  /** SURNAME GIVENNAME as in the passport. */
  pinyin: z.string(),
  applicantType: z.enum(APPLICANT_TYPES),
  state: z.enum(VISA_CASE_STATES),
  stateLabel: z.string(),
  /** Whether the member may send the materials for review now (all required items, paid). */
  canSubmit: z.boolean(),
  /** What an abort would refund now, fen; null when the case can no longer be stopped. */
  abortRefundFen: z.number().int().nullable(),
  items: z.array(visaItemSchema),
  history: z.array(visaCaseStepSchema),
});
export type VisaCaseView = z.infer<typeof visaCaseSchema>;

export const orderVisaSchema = z.object({
  visaCode: z.string(),
  title: z.string(),
  countryName: z.string(),
  consulateCity: z.string(),
  departDate: z.string(),
  returnDate: z.string(),
  passportHandover: z.enum(PASSPORT_HANDOVERS),
  /** Per applicant, fen. */
  priceFen: z.number().int(),
  cases: z.array(visaCaseSchema),
});
export type OrderVisa = z.infer<typeof orderVisaSchema>;
