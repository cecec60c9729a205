import type { OrderDetail, OrderProductOf, OrderSummary } from '@lvxing/shared';

type StayPart = OrderProductOf<'HOTEL'>;

export const STAY_ORDER_NO = '261126101500765432';

/** A confirmed two-night stay, one room, free cancellation until 2026-12-02 18:00 Beijing. */
export function stay(over: Partial<StayPart> = {}): StayPart {
  return {
    kind: 'HOTEL',
    hotelId: 'SHA-0001',
    hotelName: '上海外滩全季酒店',
    roomTypeName: '高级大床房',
    checkIn: '2026-12-03',
    checkOut: '2026-12-05',
    nights: 2,
    rooms: 1,
    confirmationNo: 'HC20261203881',
    address: '黄浦区中山东一路88号',
    phone: '021-63210000',
    ratePlanName: '含早 · 限时免费取消',
    breakfast: 2,
    paymentMode: 'PREPAY',
    confirm: 'INSTANT',
    nightly: [
      { date: '2026-12-03', priceFen: 46800 },
      { date: '2026-12-04', priceFen: 52800 },
    ],
    cancel: {
      type: 'FREE_UNTIL',
      text: '2026年12月2日 18:00前免费取消，之后取消收取首晚房费',
      freeUntil: '2026-12-02T10:00:00.000Z',
      tiers: [
        { until: '2026-12-02T10:00:00.000Z', feePercent: 0 },
        { until: null, feePercent: 49 },
      ],
    },
    cancelFeeNowFen: 0,
    guaranteeFen: 0,
    latestArrival: '20:00',
    specialRequests: ['HIGH_FLOOR'],
    remark: '',
    invoice: { title: '上海旅行科技有限公司', taxNo: '91310000MA1FL0000X' },
    confirmBy: null,
    canReview: false,
    reviewed: false,
    ...over,
  };
}

/** The detail of a hotel order (CONFIRMED, paid online). */
export function stayDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    orderNo: STAY_ORDER_NO,
    pendingChange: null,
    kind: 'HOTEL',
    state: 'CONFIRMED',
    stateLabel: '已确认',
    title: '上海外滩全季酒店',
    travelDate: '2026-12-03',
    totalFen: 99600,
    createdAt: '2026-11-26T02:00:00Z',
    payDeadline: null,
    passengerNames: ['张三'],
    passengerSeats: [null],
    segments: [],
    product: stay(),
    contact: { name: '张三', mobileMasked: '138****8000' },
    passengers: [
      {
        id: 'g1',
        name: '张三',
        idType: '',
        idTypeLabel: '',
        idNoMasked: '',
        passengerType: 'ADT',
        ticketTypeLabel: '',
        ticketNo: null,
        seat: null,
        priceFen: 99600,
      },
    ],
    priceLines: [],
    vendor: null,
    payment: {
      paymentNo: 'P2611260001',
      provider: 'sandbox',
      state: 'PAID',
      amountFen: 99600,
      paidAt: '2026-11-26T02:01:00Z',
    },
    refunds: [],
    timeline: [
      { at: '2026-11-26T02:00:00Z', state: 'PENDING_PAYMENT', text: '订单已提交' },
      { at: '2026-11-26T02:01:00Z', state: 'CONFIRMING', text: '支付成功，等待酒店确认' },
      { at: '2026-11-26T02:01:05Z', state: 'CONFIRMED', text: '酒店已确认' },
    ],
    actions: {
      canPay: false,
      canCancel: false,
      canRefund: true,
      refundFeeFen: 0,
      canChange: false,
    },
    ...over,
  };
}

/** The list entry of a hotel order. */
export function staySummary(over: Partial<OrderSummary> = {}): OrderSummary {
  const { hotelId, hotelName, roomTypeName, checkIn, checkOut, nights, rooms } = stay();
  const { confirmationNo, canReview } = stay();
  return {
    orderNo: STAY_ORDER_NO,
    kind: 'HOTEL',
    state: 'CONFIRMED',
    stateLabel: '已确认',
    title: hotelName,
    travelDate: checkIn,
    totalFen: 99600,
    createdAt: '2026-11-26T02:00:00Z',
    payDeadline: null,
    passengerNames: ['张三'],
    passengerSeats: [null],
    segments: [],
    product: {
      kind: 'HOTEL',
      ...{ hotelId, hotelName, roomTypeName, checkIn, checkOut, nights, rooms },
      ...{ confirmationNo, canReview },
    },
    ...over,
  };
}
