// Codes and labels of the train contract without zod (schemas/train.ts re-exports them), so
// screens that only show them do not load zod.

/** Train types by the first letter of the train number; `O` is every other (all-digit) train. */
export const TRAIN_TYPES = ['G', 'D', 'C', 'Z', 'T', 'K', 'O'] as const;

export type TrainType = (typeof TRAIN_TYPES)[number];

export const TRAIN_TYPE_LABEL: Record<TrainType, string> = {
  G: '高铁',
  D: '动车',
  C: '城际',
  Z: '直达',
  T: '特快',
  K: '快速',
  O: '普通',
};

/**
 * Seat classes by their 12306 codes: 商务座 9, 特等座 P, 一等座 M, 二等座 O, 高级软卧 6, 软卧 4,
 * 动卧 F, 硬卧 3, 软座 2, 硬座 1, 无座 WZ.
 */
export const SEAT_CLASSES = ['9', 'P', 'M', 'O', '6', '4', 'F', '3', '2', '1', 'WZ'] as const;

export type SeatClass = (typeof SEAT_CLASSES)[number];

export const SEAT_CLASS_LABEL: Record<SeatClass, string> = {
  '9': '商务座',
  P: '特等座',
  M: '一等座',
  O: '二等座',
  '6': '高级软卧',
  '4': '软卧',
  F: '动卧',
  '3': '硬卧',
  '2': '软座',
  '1': '硬座',
  WZ: '无座',
};

/** Seat letters a G/D passenger may ask for (12306): window A/F, aisle C/D, middle B. */
export const SEAT_LETTERS = ['A', 'B', 'C', 'D', 'F'] as const;

export type SeatLetter = (typeof SEAT_LETTERS)[number];

/** Ticket types by their 12306 codes: 1 成人, 2 儿童, 3 学生, 4 残疾军人. */
export const TICKET_TYPES = ['1', '2', '3', '4'] as const;

export type TicketType = (typeof TICKET_TYPES)[number];

export const TICKET_TYPE_LABEL: Record<TicketType, string> = {
  '1': '成人票',
  '2': '儿童票',
  '3': '学生票',
  '4': '残军票',
};
