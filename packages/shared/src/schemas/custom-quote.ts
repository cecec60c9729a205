// The consultant's quote for a custom trip (定制游): the staff write it in the console
// (StaffCooperationPath.quote), the member reads the current version under 我的申请 and accepts it
// (TourPath.itineraryQuoteAccept).
import { z } from 'zod';
import { CUSTOM_QUOTE_LIMITS } from '../codes/tour-itinerary';
import { cooperationRequestNoSchema } from './cooperation-request-no';
import { textField } from './fields';

function priceField(label: string, min: number) {
  return z
    .number({ error: `${label}应为数字` })
    .int(`${label}应为整数（分）`)
    .min(min, `${label}不正确`)
    .max(CUSTOM_QUOTE_LIMITS.priceMaxFen, `${label}过大`);
}

/**
 * POST /api/staff/cooperation/quote: a new version of the quote, per adult and per child (fen;
 * 0 for a child when the party has none), valid until an instant at most
 * `CUSTOM_QUOTE_LIMITS.validDaysMax` days ahead, and the plan in words (route, hotels, what the
 * price includes). The total is the server's: adults × adult price + children × child price.
 */
export const staffCustomQuoteBody = z.strictObject({
  requestNo: cooperationRequestNoSchema,
  adultFen: priceField('成人单价', 100),
  childFen: priceField('儿童单价', 0),
  validUntil: z.iso.datetime({ offset: true, error: '报价有效期格式不正确' }),
  plan: textField('方案说明', {
    min: CUSTOM_QUOTE_LIMITS.planMin,
    max: CUSTOM_QUOTE_LIMITS.planMax,
    multiline: true,
  }),
});
export type StaffCustomQuoteBody = z.infer<typeof staffCustomQuoteBody>;

/** One version of a custom trip's quote. Money in fen, instants ISO 8601. */
export const customQuoteView = z.object({
  version: z.number().int(),
  adultFen: z.number().int(),
  childFen: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  totalFen: z.number().int(),
  validUntil: z.string(),
  plan: z.string(),
  quotedAt: z.string(),
  /** When the member accepted this version, else null. */
  acceptedAt: z.string().nullable(),
  /** Past its validity (and not accepted) when read. */
  expired: z.boolean(),
});
export type CustomQuoteView = z.infer<typeof customQuoteView>;

/** POST /api/trourism/itinerary/quote/accept: the member accepts version `version`. */
export const customQuoteAcceptBody = z.strictObject({
  requestNo: cooperationRequestNoSchema,
  version: z
    .number({ error: '报价版本应为数字' })
    .int('报价版本应为整数')
    .min(1, '报价版本不正确')
    .max(99, '报价版本不正确'),
});
export type CustomQuoteAcceptBody = z.infer<typeof customQuoteAcceptBody>;
