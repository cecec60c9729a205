// The staff's settlement of a returned rental (POST /api/staff/car/settle) and its answer.
// Amounts are integer fen.
import { z } from 'zod';
import { CAR_SETTLE_LIMITS, CAR_SETTLE_LINE_CODES } from '../codes/car-settle';
import { orderNoSchema } from './common';
import { textField } from './fields';

export * from '../codes/car-settle';

const { maxLines, maxReasonLength, maxLineFen } = CAR_SETTLE_LIMITS;

/** One extra charge found at the return: its kind, why (Chinese text) and amount. */
export const carSettleLineSchema = z.strictObject({
  code: z.enum(CAR_SETTLE_LINE_CODES, { error: '请选择费用类型' }),
  reason: textField('费用说明', { min: 1, max: maxReasonLength }),
  amountFen: z
    .number({ error: '费用金额应为数字' })
    .int('费用金额应为整数（分）')
    .positive('费用金额应大于0')
    .max(maxLineFen, `单项费用最多¥${maxLineFen / 100}`),
});
export type CarSettleLine = z.output<typeof carSettleLineSchema>;

/**
 * POST /api/staff/car/settle: a CAR order 已还车（待结算） and its extra lines (0–10; none
 * settles at ¥0), taken from the 车辆押金 pre-authorisation.
 */
export const staffCarSettleBody = z.strictObject({
  orderNo: orderNoSchema,
  lines: z
    .array(carSettleLineSchema, { error: '结算费用明细应为列表' })
    .max(maxLines, `结算费用最多${maxLines}项`),
});
export type StaffCarSettleBody = z.input<typeof staffCarSettleBody>;

/** The settlement as kept on the order and answered: lines, sum, deducted and still owed. */
export const carSettlementSchema = z.object({
  lines: z.array(
    z.object({
      code: z.enum(CAR_SETTLE_LINE_CODES),
      /** 超时费, 油费, 车损, 其他费用. */
      label: z.string(),
      reason: z.string(),
      amountFen: z.number().int(),
    }),
  ),
  totalFen: z.number().int(),
  /** Taken from the vehicle deposit. */
  deductedFen: z.number().int(),
  /** Beyond the deposit (or all of it for 免押): the store collects it from the driver. */
  owedFen: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  /** Who settled: a staff id, or null for the sandbox counter. */
  staffId: z.string().nullable(),
});
export type CarSettlement = z.infer<typeof carSettlementSchema>;

export const staffCarSettleResult = z.object({
  orderNo: z.string(),
  state: z.string(),
  stateLabel: z.string(),
  settlement: carSettlementSchema,
});
export type StaffCarSettleResult = z.infer<typeof staffCarSettleResult>;
