import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  smallint,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Members. A member created by SMS login has no password until they set one. */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  mobile: text('mobile').notNull().unique(),
  passwordHash: text('password_hash'),
  /** Version (date) of the 用户协议 and 隐私政策 the member agreed to; null before consent was asked. */
  agreedPolicyVersion: text('agreed_policy_version'),
  agreedAt: timestamp('agreed_at', { withTimezone: true }),
  /** When this member's browser copy of saved passengers was imported (once; null before). */
  passengersImportedAt: timestamp('passengers_imported_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** SMS verification codes, stored as HMAC-SHA256; a newer send supersedes older ones. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobile: text('mobile').notNull(),
    action: text('action').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_mobile_action_idx').on(t.mobile, t.action, t.createdAt)],
);

/** Messages sent by the console SMS provider (development and tests only). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    mobile: text('mobile').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_mobile_idx').on(t.mobile, t.createdAt)],
);

/**
 * Refresh tokens, stored as SHA-256. Each login starts a family; each refresh uses one token and
 * issues the next of the family. A used token presented again revokes the whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    familyExpiresAt: timestamp('family_expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

// ---------------------------------------------------------------- flights

/**
 * Seats of one flight instance and cabin: created on first booking with the schedule's capacity;
 * `held` counts seats held by unpaid orders and sold to paid ones. Never above capacity.
 */
export const flightInventory = pgTable(
  'flight_inventory',
  {
    flightNo: text('flight_no').notNull(),
    depDate: date('dep_date').notNull(),
    cabin: text('cabin').notNull(),
    capacity: integer('capacity').notNull(),
    held: integer('held').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.flightNo, t.depDate, t.cabin] }),
    check('flight_inventory_held_range', sql`${t.held} >= 0 AND ${t.held} <= ${t.capacity}`),
  ],
);

/**
 * Dated tax rules for domestic and international flights (domain notes: 民航发展基金 and the fuel
 * surcharge change over time). The rule in force is the latest `effective_from` not after the day.
 */
export const flightTaxRules = pgTable('flight_tax_rules', {
  effectiveFrom: date('effective_from').primaryKey(),
  /** 民航发展基金 per adult per domestic segment. */
  domesticFundFen: integer('domestic_fund_fen').notNull(),
  /** Fuel surcharge per adult, domestic segments up to `fuelThresholdKm`. */
  domesticFuelShortFen: integer('domestic_fuel_short_fen').notNull(),
  /** Fuel surcharge per adult, domestic segments longer than `fuelThresholdKm`. */
  domesticFuelLongFen: integer('domestic_fuel_long_fen').notNull(),
  fuelThresholdKm: integer('fuel_threshold_km').notNull(),
  /** Departure fee and fuel for international/regional segments, per adult. */
  internationalFundFen: integer('international_fund_fen').notNull(),
  internationalFuelFen: integer('international_fuel_fen').notNull(),
  source: text('source').notNull(),
});

// ---------------------------------------------------------------- dated rules

/**
 * Business rules that change over time (domain notes: fees, hold times, sale windows belong in
 * dated settings, not in code). The rule in force on a day is the row of its `key` with the
 * latest `effective_from` not after that day; `value` is the rule's JSON (shape owned by the
 * module that reads the key, e.g. `train.refund_ladder`).
 */
export const ruleSettings = pgTable(
  'rule_settings',
  {
    key: text('key').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    value: jsonb('value').notNull(),
    /** Where the rule comes from (regulation, notice, or this site's own assumption). */
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.effectiveFrom] })],
);

// ---------------------------------------------------------------- trains

/**
 * Seats of one train run (train number, date it leaves its origin), one row per seat, created on
 * the run's first sale. Bit i of `occupied` is set while segment i (stop i → stop i+1, 0-based
 * stop order) is sold, so a journey from stop a to stop b takes the bits a…b-1 of one seat.
 * 无座 tickets are rows of seat class WZ.
 */
export const trainSeats = pgTable(
  'train_seats',
  {
    trainCode: text('train_code').notNull(),
    runDate: date('run_date').notNull(),
    /** Car number, 1-based. */
    car: smallint('car').notNull(),
    /** Seat within the car: 12F (seats), 5下 (berths), or a number for 无座. */
    seatNo: text('seat_no').notNull(),
    seatClass: text('seat_class').notNull(),
    occupied: bigint('occupied', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.trainCode, t.runDate, t.car, t.seatNo] }),
    index('train_seats_class_idx').on(t.trainCode, t.runDate, t.seatClass),
  ],
);

/**
 * One row per train run and seat class: bookings lock it to choose seats one at a time, and
 * `version` grows with every sale or release (availability caches key on it).
 */
export const trainRuns = pgTable(
  'train_runs',
  {
    trainCode: text('train_code').notNull(),
    runDate: date('run_date').notNull(),
    seatClass: text('seat_class').notNull(),
    version: integer('version').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.trainCode, t.runDate, t.seatClass] })],
);

// ---------------------------------------------------------------- buses

/**
 * Seats of one bus departure (schedule, date), created on its first sale. Bit n of `taken` is set
 * while seat n+1 is held or sold; `held` counts those bits.
 */
export const busInventory = pgTable(
  'bus_inventory',
  {
    scheduleId: text('schedule_id').notNull(),
    depDate: date('dep_date').notNull(),
    capacity: integer('capacity').notNull(),
    taken: bigint('taken', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    held: integer('held').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scheduleId, t.depDate] }),
    check('bus_inventory_held_range', sql`${t.held} >= 0 AND ${t.held} <= ${t.capacity}`),
  ],
);

// ---------------------------------------------------------------- hotels

/**
 * Rooms of one room type on one night: the allotment (from the generated catalog) and how many
 * are held or sold. A row is created on the first hold of its night; `held` never passes
 * `allotment` (the check, and the bookings' row locks).
 */
export const hotelRoomNights = pgTable(
  'hotel_room_nights',
  {
    roomTypeId: text('room_type_id').notNull(),
    night: date('night').notNull(),
    allotment: integer('allotment').notNull(),
    held: integer('held').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roomTypeId, t.night] }),
    check('hotel_room_nights_held_range', sql`${t.held} >= 0 AND ${t.held} <= ${t.allotment}`),
  ],
);

/**
 * The stay of a hotel order, as its jobs and views read it: what it holds (room type, nights,
 * rooms), the hotel's confirmation and the confirmation deadline (`confirm_by`: 30 minutes after
 * the order was paid or placed; past it, an unconfirmed order is cancelled and refunded).
 */
export const hotelBookings = pgTable(
  'hotel_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    ratePlanId: text('rate_plan_id').notNull(),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    rooms: integer('rooms').notNull(),
    /** 自动确认: the sandbox's job confirms it; otherwise the staff queue (人工确认). */
    autoConfirm: boolean('auto_confirm').notNull(),
    /** The hotel's confirmation number, once confirmed. */
    confirmationNo: text('confirmation_no'),
    /** Confirm by then or the order is cancelled and refunded; null until paid or placed. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    index('hotel_bookings_confirm_by_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmedAt} IS NULL`),
    index('hotel_bookings_check_in_idx').on(t.checkIn),
    index('hotel_bookings_check_out_idx').on(t.checkOut),
  ],
);

/** Members' reviews of their stays: one per order (after check-out), 1–5 per sub-score. */
export const hotelReviews = pgTable(
  'hotel_reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    hotelId: text('hotel_id').notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    /** Masked name shown with the review (张**). */
    author: text('author').notNull(),
    location: smallint('location').notNull(),
    facility: smallint('facility').notNull(),
    service: smallint('service').notNull(),
    hygiene: smallint('hygiene').notNull(),
    text: text('text').notNull(),
    roomTypeName: text('room_type_name').notNull(),
    /** `YYYY-MM` of the stay. */
    stayMonth: text('stay_month').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('hotel_reviews_hotel_idx').on(t.hotelId, t.createdAt)],
);

// ---------------------------------------------------------------- orders (every product kind)

/**
 * Orders of every product kind. `product` holds the kind's snapshot (segments, offer, rules,
 * price lines) as it was sold; the order core reads only the common columns.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderNo: text('order_no').notNull().unique(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    state: text('state').notNull(),
    title: text('title').notNull(),
    /** The day of travel (tickets), check-in or start; null for a kind without one (a visa case). */
    travelDate: date('travel_date'),
    /** Departure instant (tickets); null for a kind without one (a stay, a rental, a visa case). */
    departsAt: timestamp('departs_at', { withTimezone: true }),
    /** When the journey ends (arrival; check-out for stays); null when the kind has none. */
    arrivesAt: timestamp('arrives_at', { withTimezone: true }),
    totalFen: integer('total_fen').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    payDeadline: timestamp('pay_deadline', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the background job issues the tickets of a paid order. */
    ticketingDueAt: timestamp('ticketing_due_at', { withTimezone: true }),
    product: jsonb('product').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_member_idx').on(t.memberId, t.createdAt),
    index('orders_state_deadline_idx').on(t.state, t.payDeadline),
    index('orders_state_ticketing_idx').on(t.state, t.ticketingDueAt),
    /** The staff's order look-up by the contact's mobile, newest first. */
    index('orders_contact_mobile_idx').on(t.contactMobile, t.createdAt),
  ],
);

/**
 * The people of an order (passengers, guests, drivers, travellers, applicants). `productKey` names
 * what the person uses (e.g. `FLIGHT:MU5101:2026-11-25`); while `active`, one ID number appears
 * once per product key. The ID document is null for kinds that take none (hotel guests: names
 * only); the ticket kinds' own checks require it.
 */
export const orderPassengers = pgTable(
  'order_passengers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    idType: text('id_type'),
    /**
     * Before issue 23 the number was stored in plain text here; the start's data step
     * (db/encrypt-documents.ts) encrypts what a migrated database still holds and empties it, and
     * the NOT VALID check refuses any new plain number. Dropped by a later migration.
     */
    idNoPlain: text('id_no_plain'),
    /** The ID number, AES-256-GCM (lib/pii-cipher.ts); null for a person without a document. */
    idNoEnc: text('id_no_enc'),
    /** HMAC of the ID number: what the one-booking-per-document rules compare and lock on. */
    idNoHash: text('id_no_hash'),
    birthDate: date('birth_date'),
    passengerType: text('passenger_type').notNull(),
    /** The kind's own ticket type code (trains: 12306 1–4; buses: FULL/HALF); null for flights. */
    ticketType: text('ticket_type'),
    priceFen: integer('price_fen').notNull(),
    productKey: text('product_key').notNull(),
    active: boolean('active').notNull().default(true),
    ticketNo: text('ticket_no'),
    seat: text('seat'),
  },
  (t) => [
    index('order_passengers_order_idx').on(t.orderId),
    uniqueIndex('order_passengers_active_uq')
      .on(t.productKey, t.idNoHash)
      .where(sql`${t.active} AND ${t.idNoHash} IS NOT NULL`),
    // overlapping-journey checks look up a document's active bookings
    index('order_passengers_active_idno_idx')
      .on(t.idNoHash)
      .where(sql`${t.active}`),
    check('order_passengers_no_plain_id', sql`${t.idNoPlain} IS NULL`),
  ],
);

/** The state timeline of an order: one row per transition, written in the same transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    /** Insertion order: several rows of one transaction share the same instant. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/**
 * SMS notices of order events (出票成功, 退票成功, 改签成功, 待支付提醒, hotel 确认成功/确认无房).
 * A row is inserted in the transaction of the state change that causes it, ON CONFLICT DO
 * NOTHING on (order_id, event): retries and other instances cannot queue a second one. The
 * notice job sends unsent rows and stamps `sent_at` (order-notice.jobs.ts).
 */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** TICKETED, REFUNDED, CHANGED:<change id>, PAY_REMINDER, HOTEL_CONFIRMED, HOTEL_NO_ROOM… */
    event: text('event').notNull(),
    mobile: text('mobile').notNull(),
    text: text('text').notNull(),
    /** Template parameters for providers that send templates (Aliyun), JSON of strings. */
    params: jsonb('params').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_notices_order_event_idx').on(t.orderId, t.event),
    index('order_notices_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * Payment lines of an order: each has a purpose (`FULL` the order total; `DEPOSIT` and `BALANCE`,
 * `CHANGE`, `SETTLEMENT`, `GUARANTEE`: see PAYMENT_PURPOSES in packages/shared) and its own amount,
 * is paid through one provider and refunded on its own (`refunds.payment_id`). An order has at
 * most one WAITING line per purpose and provider; what it has paid is derived from its lines.
 * Deposits: a `HOLD` line is an amount frozen on the payer's account (WAITING → HELD → SETTLED
 * once nothing of it is frozen); each capture (`HOLD_CAPTURE`, PROCESSING → PAID) and release
 * (`HOLD_RELEASE`, PROCESSING → RELEASED) of it is a line of its own pointing at it (`hold_id`).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    paymentNo: text('payment_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    purpose: text('purpose').notNull().default('FULL'),
    amountFen: integer('amount_fen').notNull(),
    state: text('state').notNull(),
    codeUrl: text('code_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    providerTradeNo: text('provider_trade_no'),
    /** What the line is for in words (a deposit's name, a capture's reason). */
    note: text('note'),
    /** A deposit capture's or release's hold line. */
    holdId: uuid('hold_id').references((): AnyPgColumn => payments.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_hold_idx')
      .on(t.holdId)
      .where(sql`${t.holdId} IS NOT NULL`),
    // one open line per purpose and provider: a phone may pay the same 全款 by another wallet
    uniqueIndex('payments_order_purpose_provider_open_uq')
      .on(t.orderId, t.purpose, t.provider)
      .where(sql`${t.state} = 'WAITING' AND ${t.purpose} <> 'HOLD'`),
  ],
);

/**
 * A change (改签) of a ticketed order to another flight or train. PENDING while its 改签 payment
 * line waits (the order 改签中, the new seats held until `hold_until`), then DONE (swapped in: the
 * order's product, times and tickets are the new ones) or EXPIRED (the new seats released). A change
 * with nothing to pay is written DONE at once. `to_product` is the new order snapshot (what
 * `release` reads to give the new seats back); `people` the new price and seat of each person.
 * Fees in fen: `pay_fen` = change fee + the positive fare difference, `refund_fen` what a cheaper
 * train gives back, less `refund_fee_fen`.
 */
export const orderChanges = pgTable(
  'order_changes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    toTitle: text('to_title').notNull(),
    toTravelDate: date('to_travel_date').notNull(),
    toDepartsAt: timestamp('to_departs_at', { withTimezone: true }).notNull(),
    toArrivesAt: timestamp('to_arrives_at', { withTimezone: true }),
    toProduct: jsonb('to_product').notNull(),
    people: jsonb('people').notNull(),
    changeFeeFen: integer('change_fee_fen').notNull(),
    fareDiffFen: integer('fare_diff_fen').notNull(),
    payFen: integer('pay_fen').notNull(),
    refundFen: integer('refund_fen').notNull(),
    refundFeeFen: integer('refund_fee_fen').notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('order_changes_order_idx').on(t.orderId),
    index('order_changes_state_hold_idx').on(t.state, t.holdUntil),
    uniqueIndex('order_changes_one_pending_uq')
      .on(t.orderId)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/** Every payment notify received; the provider's notify id makes replays no-ops. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    notifyId: text('notify_id').notNull(),
    paymentNo: text('payment_no').notNull(),
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('payment_notifications_uq').on(t.provider, t.notifyId)],
);

/**
 * Refunds, each of one payment line: member refunds (fee from the kind's ladder), automatic ones
 * for late payments, and a line refunded on its own. A line's refunds and fees never exceed it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    refundNo: text('refund_no').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    amountFen: integer('amount_fen').notNull(),
    feeFen: integer('fee_fen').notNull(),
    state: text('state').notNull(),
    reason: text('reason').notNull(),
    /**
     * Why: ORDER (the member refunds the order: one refund per paid line), LATE (paid when the
     * order could no longer take it: in full at once), LINE (one line refunded on its own).
     */
    cause: text('cause').notNull().default('ORDER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_state_idx').on(t.state),
  ],
);

// ---------------------------------------------------------------- saved passengers

/** A student profile as saved (12306 学生资质); its verification state is kept beside it. */
export interface StudentProfileRow {
  school: string;
  enrolYear: number;
  years: number;
  homeCity: string;
  schoolCity: string;
  studentNo?: string;
}

/**
 * 常用旅客 of a member. Document, passport and certificate numbers are AES-256-GCM ciphertext
 * (lib/pii-cipher.ts); `id_no_hash` (HMAC) keeps one entry per document and member.
 */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    idType: text('id_type').notNull(),
    idNoEnc: text('id_no_enc').notNull(),
    idNoHash: text('id_no_hash').notNull(),
    /** From the resident ID (GB 11643), or as given for other documents. */
    birthDate: date('birth_date'),
    /** M or F. */
    sex: text('sex'),
    mobile: text('mobile'),
    passportNoEnc: text('passport_no_enc'),
    /** ISO 3166-1 alpha-2. */
    passportNationality: text('passport_nationality'),
    passportExpiry: date('passport_expiry'),
    student: jsonb('student').$type<StudentProfileRow>(),
    /** PENDING, APPROVED or REJECTED (packages/shared PROFILE_STATES); null without a profile. */
    studentState: text('student_state'),
    /** Why the verifier did not approve the profile, in Chinese. */
    studentReason: text('student_reason'),
    studentVerifiedAt: timestamp('student_verified_at', { withTimezone: true }),
    /** SOLDIER (残疾军人证) or POLICE (伤残人民警察证). */
    disabilityCertType: text('disability_cert_type'),
    disabilityCertNoEnc: text('disability_cert_no_enc'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_passengers_member_idx').on(t.memberId, t.createdAt),
    uniqueIndex('saved_passengers_document_uq').on(t.memberId, t.idType, t.idNoHash),
  ],
);

/**
 * 报销凭证 (modules/invoice): the invoices members ask for their orders. A carrier's 电子发票 is
 * per ticket (`passenger_id` set, the fare); the site's 增值税电子普通发票 per order (null). One
 * active invoice per order or ticket (the two partial unique indexes); a refund voids it.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    memberId: uuid('member_id')
      .notNull()
      .references(() => users.id),
    /** The order's number as printed (an invoice is a document: what it shows never changes). */
    orderNo: text('order_no').notNull(),
    /** The ticket's person for a carrier's invoice; null for an order's. */
    passengerId: uuid('passenger_id').references(() => orderPassengers.id, {
      onDelete: 'cascade',
    }),
    /** That person's name as printed; null for an order's invoice. */
    personName: text('person_name'),
    /** Who issues it (销售方): the carrier, or the site for its own 增值税电子普通发票. */
    seller: text('seller').notNull(),
    /** AIR_ITINERARY, RAIL_TICKET or VAT_GENERAL (packages/shared INVOICE_KINDS). */
    kind: text('kind').notNull(),
    /** PERSONAL (个人) or COMPANY (单位). */
    titleType: text('title_type').notNull(),
    title: text('title').notNull(),
    /** A company's 统一社会信用代码; empty for a person. */
    taxNo: text('tax_no').notNull().default(''),
    email: text('email').notNull().default(''),
    /** What the invoice is for, as printed (项目名称). */
    item: text('item').notNull(),
    amountFen: integer('amount_fen').notNull(),
    /** PENDING (待开具), ISSUED (已开具) or VOIDED (已作废). */
    state: text('state').notNull(),
    /** The number given when issued (the sandbox's sample format). */
    invoiceNo: text('invoice_no').unique(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId),
    uniqueIndex('invoices_order_active_uq')
      .on(t.orderId)
      .where(sql`${t.passengerId} IS NULL AND ${t.state} <> 'VOIDED'`),
    uniqueIndex('invoices_ticket_active_uq')
      .on(t.passengerId)
      .where(sql`${t.passengerId} IS NOT NULL AND ${t.state} <> 'VOIDED'`),
    // the issuing job's queue
    index('invoices_pending_idx')
      .on(t.requestedAt)
      .where(sql`${t.state} = 'PENDING'`),
  ],
);

/**
 * Staff accounts (modules/staff, issue 27), apart from members: a login name, argon2id hash, role
 * (SERVICE 客服, OPERATIONS 运营, ADMIN 管理员), the TOTP secret encrypted at rest (PiiCipher,
 * column `staff.totp_secret_enc`), the last TOTP step accepted (a code is used once), a disabled
 * flag and the account lock after failed logins from several addresses.
 */
export const staff = pgTable('staff', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  loginName: text('login_name').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').notNull(),
  passwordHash: text('password_hash').notNull(),
  totpSecretEnc: text('totp_secret_enc').notNull(),
  /** The RFC 6238 time step of the last code accepted; a code of that step or earlier is refused. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  disabled: boolean('disabled').notNull().default(false),
  /** Failed logins in a row (any address); reset by a login. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff sessions: an opaque token, stored as SHA-256; ended by logout or by disabling. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The audit log: one row per staff action, written in the action's transaction. Append-only in
 * the database itself: triggers (migration 0010) raise on UPDATE, DELETE and TRUNCATE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** Who acted; null for a failed login under an unknown name. */
    staffId: uuid('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_object_idx').on(t.objectType, t.objectId, t.at),
  ],
);

/**
 * Requests to work with the agency that a person answers (official business now, company
 * travel next): the body's name and 统一社会信用代码, the contact, the services wanted and the rest
 * of the form (`details`, by kind); its state moves 已提交 → 已受理 → 洽谈中 → 已签约 / 未合作 in the
 * staff console. `member_id` is set when a member submitted it.
 */
export const cooperationRequests = pgTable(
  'cooperation_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestNo: text('request_no').notNull().unique(),
    /** OFFICIAL (公务出行) or COMPANY (企业商旅). */
    kind: text('kind').notNull(),
    memberId: uuid('member_id').references(() => users.id),
    orgName: text('org_name').notNull(),
    creditCode: text('credit_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    services: text('services').array().notNull(),
    remarks: text('remarks').notNull().default(''),
    details: jsonb('details').notNull(),
    state: text('state').notNull().default('SUBMITTED'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cooperation_requests_state_idx').on(t.kind, t.state, t.createdAt),
    index('cooperation_requests_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} IS NOT NULL`),
  ],
);

/**
 * The consultant's quote versions for a custom trip (a cooperation request of kind TOUR_CUSTOM):
 * price per adult and per child (fen), the party it was priced for, the total, the validity and
 * the plan in words. The highest version is the current one; `accepted_at` is set when the member
 * accepts that version.
 */
export const customTripQuotes = pgTable(
  'custom_trip_quotes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => cooperationRequests.id),
    version: integer('version').notNull(),
    adultFen: integer('adult_fen').notNull(),
    childFen: integer('child_fen').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    totalFen: integer('total_fen').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    plan: text('plan').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('custom_trip_quotes_version_uq').on(t.requestId, t.version),
    check(
      'custom_trip_quotes_money_ck',
      sql`${t.adultFen} > 0 AND ${t.childFen} >= 0 AND ${t.totalFen} = ${t.adults} * ${t.adultFen} + ${t.children} * ${t.childFen}`,
    ),
  ],
);

// ---- files and customer-service tickets (issue 27, branch service) ----

/** PostgreSQL `bytea` as a Node Buffer (drizzle has no built-in bytea column). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/**
 * Uploaded files' metadata, whichever store holds the bytes: the owner (a member or a staff
 * member), the size in bytes, the MIME type sniffed from the bytes and their SHA-256 (hex).
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerMemberId: uuid('owner_member_id').references(() => users.id),
    ownerStaffId: uuid('owner_staff_id').references(() => staff.id),
    /** The name it was uploaded under, for display only (the bytes decide its type). */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    sha256: text('sha256').notNull(),
    /** `pg` (stored_files) or `s3`. */
    store: text('store').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('files_owner_member_idx')
      .on(t.ownerMemberId)
      .where(sql`${t.ownerMemberId} IS NOT NULL`),
    check('files_one_owner', sql`(${t.ownerMemberId} IS NULL) <> (${t.ownerStaffId} IS NULL)`),
  ],
);

/** The bytes of files kept in PostgreSQL (the default store), shared by every instance. */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey(),
  content: bytea('content').notNull(),
});

/** Customer-service tickets: a member's (with an optional order) or a visitor's feedback. */
export const serviceTickets = pgTable(
  'service_tickets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ticketNo: text('ticket_no').notNull().unique(),
    /** Null for a visitor's feedback. */
    memberId: uuid('member_id').references(() => users.id),
    category: text('category').notNull(),
    orderNo: text('order_no'),
    contactName: text('contact_name').notNull().default(''),
    contactMobile: text('contact_mobile').notNull().default(''),
    description: text('description').notNull(),
    state: text('state').notNull().default('SUBMITTED'),
    firstReplyAt: timestamp('first_reply_at', { withTimezone: true }),
    rating: smallint('rating'),
    ratingComment: text('rating_comment').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_tickets_member_idx')
      .on(t.memberId, t.createdAt)
      .where(sql`${t.memberId} IS NOT NULL`),
    index('service_tickets_state_idx').on(t.state, t.createdAt),
  ],
);

/** The messages of a ticket (the description first), with their attachments' file ids. */
export const serviceTicketMessages = pgTable(
  'service_ticket_messages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => serviceTickets.id),
    /** MEMBER, STAFF or VISITOR. */
    author: text('author').notNull(),
    staffId: uuid('staff_id').references(() => staff.id),
    content: text('content').notNull(),
    /** Insertion order: messages of one instant still read in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: createdAt(),
  },
  (t) => [index('service_ticket_messages_ticket_idx').on(t.ticketId, t.seq)],
);

/** A file attached to a ticket message: once only (the primary key is the file). */
export const serviceTicketAttachments = pgTable(
  'service_ticket_attachments',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id),
    messageId: uuid('message_id')
      .notNull()
      .references(() => serviceTicketMessages.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => serviceTickets.id),
  },
  (t) => [index('service_ticket_attachments_ticket_idx').on(t.ticketId)],
);

// ---------------------------------------------------------------- group travel (团队游, issue 27)

/**
 * Group travel requests (团队票 with route customization, /team): the form as submitted, the
 * indicative price given at once (`indicative`, 参考价 with its basis), the state 已提交 → 已受理 →
 * 已报价 → 已确认 → 已付定金 → 已完成, or 已关闭 (`closed_reason`), and the group order once a quote
 * was accepted (`order_id`: its 定金 and 尾款 lines). `member_id` is set when a member submitted it.
 */
export const groupRequests = pgTable(
  'group_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestNo: text('request_no').notNull().unique(),
    memberId: uuid('member_id').references(() => users.id),
    tripType: text('trip_type').notNull(),
    segments: jsonb('segments').notNull(),
    adults: integer('adults').notNull(),
    children: integer('children').notNull(),
    cabin: text('cabin').notNull(),
    budgetBasis: text('budget_basis').notNull(),
    budgetFen: integer('budget_fen').notNull(),
    needs: jsonb('needs').notNull(),
    purpose: text('purpose').notNull(),
    orgName: text('org_name').notNull(),
    contactName: text('contact_name').notNull(),
    contactMobile: text('contact_mobile').notNull(),
    remarks: text('remarks').notNull().default(''),
    indicative: jsonb('indicative').notNull(),
    state: text('state').notNull().default('SUBMITTED'),
    closedReason: text('closed_reason'),
    orderId: uuid('order_id').references(() => orders.id),
    orderNo: text('order_no'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_requests_state_idx').on(t.state, t.createdAt),
    index('group_requests_member_idx')
      .on(t.memberId)
      .where(sql`${t.memberId} IS NOT NULL`),
    index('group_requests_mobile_idx').on(t.contactMobile),
    uniqueIndex('group_requests_order_uq')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
  ],
);

/**
 * The quote versions of a group request (v1, v2…): each with its total, per-person price,
 * validity deadline and the group fare rules (deposit, name-list deadline, refund rules). The
 * highest version is the current one; the others are superseded.
 */
export const groupQuotes = pgTable(
  'group_quotes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    requestId: uuid('request_id')
      .notNull()
      .references(() => groupRequests.id),
    version: integer('version').notNull(),
    totalFen: integer('total_fen').notNull(),
    perPersonFen: integer('per_person_fen').notNull(),
    depositFen: integer('deposit_fen').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    nameListDeadline: date('name_list_deadline', { mode: 'string' }).notNull(),
    refundRules: text('refund_rules').notNull(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('group_quotes_version_uq').on(t.requestId, t.version),
    check('group_quotes_money_ck', sql`${t.depositFen} > 0 AND ${t.depositFen} <= ${t.totalFen}`),
  ],
);

/**
 * One departure of a tour product (a product code and a date), created by its first booking with
 * the catalog's places and group minimum: travellers held (`booked`, unpaid orders too, never past
 * `stock`) and whether the group formed. A 跟团游 is decided on `decide_on` (the 旅游法 art. 63
 * notice: 7 days before, 30 abroad): FORMED with enough travellers, else NOT_FORMED (its orders
 * cancelled and refunded in full); the other types form with their first booking.
 */
export const tourDepartures = pgTable(
  'tour_departures',
  {
    productCode: text('product_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    stock: integer('stock').notNull(),
    booked: integer('booked').notNull().default(0),
    groupMin: integer('group_min').notNull(),
    /** OPEN (not decided), FORMED or NOT_FORMED. */
    state: text('state').notNull().default('OPEN'),
    decideOn: date('decide_on', { mode: 'string' }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productCode, t.date] }),
    check('tour_departures_booked_range', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.stock}`),
    index('tour_departures_open_idx')
      .on(t.decideOn)
      .where(sql`${t.state} = 'OPEN'`),
  ],
);

/**
 * The tour of an order, as its jobs and views read it: the departure, the party, the 旅游合同's
 * number, and the supplier's confirmation (`confirm_by`: when the sandbox supplier confirms).
 */
export const tourBookings = pgTable(
  'tour_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productCode: text('product_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    travellers: integer('travellers').notNull(),
    contractNo: text('contract_no').notNull(),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tour_bookings_contract_uq').on(t.contractNo),
    index('tour_bookings_departure_idx').on(t.productCode, t.date),
    index('tour_bookings_confirm_by_idx')
      .on(t.confirmBy)
      .where(sql`${t.confirmedAt} IS NULL`),
  ],
);

/**
 * The transfer (接送机/接送站) of an order, as its jobs and views read it: when the car meets the
 * member (`service_at`) and when the ride should be over (`ends_at`), when the sandbox dispatch
 * assigns a driver (`dispatch_by`, set at payment) and the driver card it gave (`driver`: surname,
 * phone, plate, car, colour; the phone shown masked).
 */
export const transferBookings = pgTable(
  'transfer_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    cityCode: text('city_code').notNull(),
    serviceAt: timestamp('service_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    dispatchBy: timestamp('dispatch_by', { withTimezone: true }),
    driver: jsonb('driver').$type<{
      name: string;
      phone: string;
      plate: string;
      car: string;
      colour: string;
    }>(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'transfer_bookings_type_ck',
      sql`${t.type} IN ('FLIGHT_PICKUP', 'FLIGHT_DROPOFF', 'TRAIN_PICKUP', 'TRAIN_DROPOFF')`,
    ),
    check('transfer_bookings_times_ck', sql`${t.endsAt} > ${t.serviceAt}`),
    check('transfer_bookings_driver_ck', sql`(${t.driver} IS NULL) = (${t.dispatchedAt} IS NULL)`),
    index('transfer_bookings_dispatch_idx')
      .on(t.dispatchBy)
      .where(sql`${t.dispatchedAt} IS NULL`),
    index('transfer_bookings_service_idx').on(t.serviceAt),
  ],
);

/**
 * A visa order's application (kind VISA, issue 29): the product, travel dates, purpose, how the
 * passport reaches the agency and the price per applicant as sold.
 */
export const visaApplications = pgTable(
  'visa_applications',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    visaCode: text('visa_code').notNull(),
    consulateCity: text('consulate_city').notNull(),
    departDate: date('depart_date', { mode: 'string' }).notNull(),
    returnDate: date('return_date', { mode: 'string' }).notNull(),
    purpose: text('purpose'),
    passportHandover: text('passport_handover').notNull(),
    courierAddress: text('courier_address'),
    /** The visa's form (STICKER or EVISA): an e-visa has no passport to return. */
    form: text('form').notNull(),
    priceFen: integer('price_fen').notNull(),
  },
  (t) => [
    check('visa_applications_dates', sql`${t.returnDate} >= ${t.departDate}`),
    check('visa_applications_price', sql`${t.priceFen} >= 0`),
  ],
);

/**
 * One applicant of a visa order (the order's person of the same `seq`) and the state of their
 * case. The ID and passport numbers are encrypted (PII_COLUMNS.visaIdNo, visaPassportNo), the
 * passport's with its keyed hash.
 */
export const visaApplicants = pgTable(
  'visa_applicants',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    surnamePinyin: text('surname_pinyin').notNull(),
    givenNamePinyin: text('given_name_pinyin').notNull(),
    sex: text('sex').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    birthPlace: text('birth_place').notNull(),
    /** The resident ID number, AES-256-GCM (PII_COLUMNS.visaIdNo); the order core seals its own copy. */
    idNoEnc: text('id_no_enc').notNull(),
    passportNoEnc: text('passport_no_enc').notNull(),
    passportNoHash: text('passport_no_hash').notNull(),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }).notNull(),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }).notNull(),
    province: text('province').notNull(),
    provinceBasis: text('province_basis').notNull(),
    applicantType: text('applicant_type').notNull(),
    employer: text('employer'),
    emergencyName: text('emergency_name').notNull(),
    emergencyMobile: text('emergency_mobile').notNull(),
    state: text('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('visa_applicants_order_idx').on(t.orderId),
    index('visa_applicants_state_idx').on(t.state, t.updatedAt),
    check(
      'visa_applicants_state',
      sql`${t.state} IN ('AWAITING_MATERIALS','REVIEWING','NEEDS_MORE','APPROVED','SUBMITTED','AT_EMBASSY','ISSUED','REFUSED','PASSPORT_RETURNED','COMPLETED','ABORTED')`,
    ),
  ],
);

/** One checklist item of an applicant (a snapshot of the generated checklist) and its review. */
export const visaItems = pgTable(
  'visa_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => visaApplicants.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    seq: integer('seq').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    required: boolean('required').notNull(),
    state: text('state').notNull(),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('visa_items_applicant_item_uq').on(t.applicantId, t.itemId),
    check('visa_items_state', sql`${t.state} IN ('MISSING','UPLOADED','ACCEPTED','REJECTED')`),
  ],
);

/** The files of a checklist item (files.id: the staff console's storage). */
export const visaItemFiles = pgTable(
  'visa_item_files',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => visaItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('visa_item_files_item_idx').on(t.itemId)],
);

/** A case's history: one row per state it entered, with who moved it (staff) and a note. */
export const visaCaseSteps = pgTable(
  'visa_case_steps',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** Insertion order: steps of one transaction share their time. */
    seq: integer('seq').generatedAlwaysAsIdentity(),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => visaApplicants.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    note: text('note'),
    staffId: uuid('staff_id').references(() => staff.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('visa_case_steps_applicant_idx').on(t.applicantId, t.seq)],
);

/**
 * The rental of a CAR order (issue 30), as its inventory, jobs and views read it: the counter it
 * takes a car from (pick-up store × supplier × class) and where it goes back, the booked period
 * (`back_at`: the return plus the turnaround, until which the car is out), the cover and extras,
 * the driver's licence date, 免押, and its life (picked up, returned, settled, the violation
 * deposit's release day). `active` false once the order ended unused (closed, refunded, no-show):
 * it then takes no car.
 */
export const carRentals = pgTable(
  'car_rentals',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    pickupStoreId: text('pickup_store_id').notNull(),
    dropoffStoreId: text('dropoff_store_id').notNull(),
    supplierCode: text('supplier_code').notNull(),
    classCode: text('class_code').notNull(),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    returnAt: timestamp('return_at', { withTimezone: true }).notNull(),
    backAt: timestamp('back_at', { withTimezone: true }).notNull(),
    oneWay: boolean('one_way').notNull(),
    insuranceTier: text('insurance_tier').notNull(),
    childSeats: smallint('child_seats').notNull(),
    licenseSince: date('license_since', { mode: 'string' }).notNull(),
    depositFree: boolean('deposit_free').notNull(),
    priceLines: jsonb('price_lines').notNull(),
    active: boolean('active').notNull().default(true),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    settlementFen: integer('settlement_fen'),
    violationReleaseAt: timestamp('violation_release_at', { withTimezone: true }),
  },
  (t) => [
    index('car_rentals_pickup_counter_idx')
      .on(t.pickupStoreId, t.supplierCode, t.classCode, t.pickupAt)
      .where(sql`${t.active}`),
    index('car_rentals_dropoff_counter_idx')
      .on(t.dropoffStoreId, t.supplierCode, t.classCode)
      .where(sql`${t.active} AND ${t.oneWay}`),
    check(
      'car_rentals_period',
      sql`${t.returnAt} > ${t.pickupAt} AND ${t.backAt} >= ${t.returnAt}`,
    ),
    check('car_rentals_child_seats', sql`${t.childSeats} BETWEEN 0 AND 2`),
    check('car_rentals_tier', sql`${t.insuranceTier} IN ('BASIC', 'PLUS', 'PREMIUM')`),
    check('car_rentals_settlement', sql`${t.settlementFen} IS NULL OR ${t.settlementFen} >= 0`),
  ],
);
