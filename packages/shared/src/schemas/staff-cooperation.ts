// The staff console's calls on cooperation requests (issue 27, `StaffCooperationPath`): bodies
// with Chinese messages naming the field, and the answers.
import { z } from 'zod';
import { COOPERATION_STATES } from '../codes/cooperation';
import { COOPERATION_NOTE_MAX, STAFF_COOPERATION_KINDS } from '../codes/staff';
import { pageBody, pagedSchema } from './common';
import { cooperationRequestNoSchema } from './cooperation-request-no';
import { customQuoteView } from './custom-quote';
import { textField } from './fields';

export {
  COOPERATION_REQUEST_NO_PATTERN,
  cooperationRequestNoSchema,
} from './cooperation-request-no';

const stateSchema = z.enum(COOPERATION_STATES, { error: '申请状态不正确' });

/** POST /api/staff/cooperation/list: paged, newest first, each filter optional. */
export const staffCooperationListBody = z.strictObject({
  ...pageBody,
  kind: z.enum(STAFF_COOPERATION_KINDS, { error: '申请类型不正确' }).optional(),
  state: stateSchema.optional(),
  /** Part of the body's name, or a whole request number. */
  keyword: textField('关键词', { min: 1, max: 60 }).optional(),
});
export type StaffCooperationListBody = z.input<typeof staffCooperationListBody>;

/** One request as the console lists it; contact details masked for roles without need. */
export const staffCooperationItem = z.object({
  requestNo: z.string(),
  kind: z.string(),
  orgName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  contactEmail: z.string(),
  services: z.array(z.string()),
  remarks: z.string(),
  /** The rest of the form, by kind (official: orgType, budgetLevel, region, position …). */
  details: z.record(z.string(), z.unknown()),
  state: stateSchema,
  /** Whether a member (not a visitor) submitted it. */
  fromMember: z.boolean(),
  /** ISO instants. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StaffCooperationItem = z.infer<typeof staffCooperationItem>;

/** The list page with the number of requests in each state (of the kind filtered, if any). */
export const staffCooperationListResult = pagedSchema(staffCooperationItem).extend({
  stateCounts: z.record(z.string(), z.number().int()),
});
export type StaffCooperationListResult = z.infer<typeof staffCooperationListResult>;

/** POST /api/staff/cooperation/detail */
export const staffCooperationDetailBody = z.strictObject({ requestNo: cooperationRequestNoSchema });

/** One past move, from the audit log: who, when, from which state to which, the note. */
export const cooperationMoveView = z.object({
  at: z.string(),
  staffName: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  note: z.string(),
});
export type CooperationMoveView = z.infer<typeof cooperationMoveView>;

export const staffCooperationDetailResult = z.object({
  request: staffCooperationItem,
  history: z.array(cooperationMoveView),
  /** A custom trip's quote versions, newest first (empty for the other kinds). */
  quotes: z.array(customQuoteView),
});
export type StaffCooperationDetailResult = z.infer<typeof staffCooperationDetailResult>;

/** POST /api/staff/cooperation/move: the next state (COOPERATION_MOVES) and a note. */
export const staffCooperationMoveBody = z.strictObject({
  requestNo: cooperationRequestNoSchema,
  to: stateSchema,
  note: textField('处理备注', { min: 1, max: COOPERATION_NOTE_MAX, multiline: true }),
});
export type StaffCooperationMoveBody = z.infer<typeof staffCooperationMoveBody>;
