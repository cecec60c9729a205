// The transfer of a transfer order in its detail (`product`, kind TRANSFER). Apart from
// transfer.ts: the order pages load this file, and transfer.ts brings the booking schemas.
import { z } from 'zod';
import { TRANSFER_TYPES } from '../codes/transfer';

/** The driver card, once the sandbox dispatch has assigned a car: never the whole phone number. */
export const transferDriverSchema = z.object({
  /** 王师傅. */
  name: z.string(),
  phoneMasked: z.string(),
  plate: z.string(),
  car: z.string(),
  colour: z.string(),
});
export type TransferDriver = z.infer<typeof transferDriverSchema>;

export const orderTransferSchema = z.object({
  type: z.enum(TRANSFER_TYPES),
  typeLabel: z.string(),
  /** Flight or train number, and the hub: 上海浦东国际机场 T2 / 上海虹桥站. */
  tripNo: z.string(),
  hubName: z.string(),
  terminal: z.string().nullable(),
  placeName: z.string(),
  /** Scheduled arrival or departure of the flight or train, ISO. */
  scheduledAt: z.string(),
  /** When the car meets the member, ISO. */
  serviceAt: z.string(),
  classLabel: z.string(),
  distanceKm: z.number(),
  passengerName: z.string(),
  passengerMobileMasked: z.string(),
  nameSign: z.boolean(),
  childSeats: z.number().int(),
  freeWaitMinutes: z.number().int(),
  /** Free cancellation until this instant, ISO; then the late fee. */
  freeCancelUntil: z.string(),
  /** The fee a cancellation would cost now, fen; null when none is possible. */
  cancelFeeNowFen: z.number().int().nullable(),
  driver: transferDriverSchema.nullable(),
});
export type OrderTransfer = z.infer<typeof orderTransferSchema>;
