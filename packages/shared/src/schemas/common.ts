import { z } from 'zod';
import { PASSENGER_TYPES } from '../codes/common';
import { idTypeSchema } from './id-type';
import { birthDateField, personNameField, textField } from './fields';

export * from '../codes/common';
export * from './fields';

/** An order number: 18 digits (yyMMddHHmmss + 6 random digits). */
export const orderNoSchema = z
  .string({ error: '请提供订单号' })
  .regex(/^\d{12,24}$/, '订单号不正确');

/** Paging of list calls: page from 1, at most 50 rows. */
export const pageBody = {
  page: z.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.number().int().min(1).max(50, '每页最多 50 条').default(10),
};

/** A paged list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item),
  });
}

/** Contact person of an order: a name as a passenger's (field-rules.ts), and a mobile. */
export const contactSchema = z.strictObject({
  name: personNameField('联系人姓名'),
  mobile: z
    .string({ error: '请输入联系人手机号' })
    .regex(/^1[3-9]\d{9}$/, '请输入正确的联系人手机号'),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * Passenger name: Han characters (生僻字 too) with the middle dot of minority names, or Latin
 * passport letters like ZHANG/SAN; rules and limits in field-rules.ts.
 */
export const passengerNameSchema = personNameField('乘客姓名');

/** A resident ID, passport or permit number as typed (id-documents.ts checks it for its type). */
export const idNoSchema = textField('证件号码', { min: 1, max: 20, required: '请输入证件号码' });

export const passengerTypeSchema = z.enum(PASSENGER_TYPES, { error: '乘客类型不正确' });

/**
 * The person part of a booking body's passenger (every ticket kind): a saved passenger of the
 * member (`savedPassengerId`: the server takes the name, document and birth date from it, and
 * its discount profiles), or the name and document typed in. Use with
 * {@link requireDocumentUnlessSaved}.
 */
export const bookingPersonFields = {
  /** One of the member's saved passengers (常用旅客); the document fields are then left out. */
  savedPassengerId: z.uuid({ error: '常用旅客不正确' }).optional(),
  name: passengerNameSchema.optional(),
  idType: idTypeSchema.optional(),
  idNo: idNoSchema.optional(),
  /** Needed for documents without a birth date (passports, permits). */
  birthDate: birthDateField().optional(),
};

/** A booking passenger as {@link bookingPersonFields} take it. */
interface BookingPerson {
  savedPassengerId?: string | undefined;
  name?: string | undefined;
  idType?: string | undefined;
  idNo?: string | undefined;
  birthDate?: string | undefined;
}

/**
 * The refinement of a booking passenger: without `savedPassengerId` the name, document type and
 * number are required (the messages of the fields themselves); with it they must be left out,
 * as they come from the saved passenger.
 */
export function requireDocumentUnlessSaved(p: BookingPerson, ctx: z.RefinementCtx): void {
  const add = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (p.savedPassengerId) {
    if (p.name !== undefined || p.idType !== undefined || p.idNo !== undefined) {
      add('savedPassengerId', '选择常用旅客时，姓名和证件由常用旅客信息带出，无需填写');
    }
    return;
  }
  if (p.name === undefined) add('name', '请输入乘客姓名');
  if (p.idType === undefined) add('idType', '证件类型不正确');
  if (p.idNo === undefined) add('idNo', '请输入证件号码');
}
