/**
 * One well-formed body per API call, to spoil one field at a time: with the rest valid, the
 * answer must be about that field. Keyed by path; bad-input-text.test.ts checks that every call
 * with a JSON body in the OpenAPI document has one. Numbers, orders and offers need not exist:
 * validation answers before any service runs.
 */
import { residentId } from '../helper';

/** `YYYY-MM-DD` of Beijing today plus `days`. */
function day(days: number): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** Path → sample bodies (several when the body is a union). */
export function sampleBodies(): Record<string, object[]> {
  const date = day(3);
  const mobile = '13800138000';
  const orderNo = { orderNo: '261125120000123456' };
  const contact = { name: '张三', mobile: '13900001111' };
  const passenger = { name: '李四', idType: '1', idNo: residentId('19900307', 7) };
  const passport = { name: 'ZHANG/SAN', idType: 'B', idNo: 'E12345678', birthDate: '1990-03-07' };
  const journey = { trainCode: 'G1', date, from: 'VNP', to: 'AOH', seatClass: 'O' };
  const offerId = `MU5101.${date}.Y.FS-MU`;
  const id = { id: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b' };
  const savedPassenger = { savedPassengerId: id.id };
  const savedBody = {
    name: '王同学',
    idType: '1',
    idNo: residentId('20050315', 9),
    sex: 'F',
    mobile: '13900003333',
    passport: { no: 'E23456789', nationality: 'CN', expiry: '2033-06-30' },
    student: {
      school: '复旦大学',
      enrolYear: 2024,
      years: 4,
      homeCity: '北京',
      schoolCity: '上海',
      studentNo: '24300001',
    },
    disabledSoldier: { certType: 'SOLDIER', certNo: 'JC20240001' },
  };
  const orderCalls = (area: string) => ({
    [`/api/${area}/order/detail`]: [orderNo],
    [`/api/${area}/order/search`]: [{ page: 1, pageSize: 10, tab: 'ALL', kind: 'ALL' }],
    [`/api/${area}/order/cancel`]: [orderNo],
    [`/api/${area}/order/refund`]: [{ ...orderNo, reason: '行程有变' }],
  });
  return {
    '/api/user/sms/code/send': [{ mobile, action: 'Login' }],
    '/api/user/login': [
      { mobile, password: 'long-enough-pw' },
      { mobile, smsCode: '123456' },
    ],
    '/api/user/register': [{ mobile, smsCode: '123456', password: 'long-enough-pw', agreed: true }],
    '/api/user/password/reset': [{ mobile, smsCode: '123456', password: 'long-enough-pw' }],
    '/api/user/token/refresh': [{ refreshToken: 'abcdefghijklmnop' }],
    '/api/user/login/state': [{}],
    '/api/user/logout': [{ refreshToken: 'abcdefghijklmnop' }],
    '/api/dev/sms/outbox': [{ mobile }],
    '/api/dev/hotel/no-show': [orderNo],
    '/api/dev/hotel/reject': [orderNo],
    '/api/plane/rules': [{}],
    '/api/train/rules': [{}],
    '/api/bus/rules': [{}],
    '/api/map/settings': [{}],
    '/api/plane/flight/deals': [{}],
    '/api/train/popular': [{}],
    '/api/plane/city/search': [{ keyword: '北京', scope: 'all' }],
    '/api/plane/flight/search': [
      {
        tripType: 'RT',
        from: 'CBJS',
        to: 'CSHA',
        date,
        returnDate: day(5),
        filters: { airlines: ['MU'], depAirports: ['PEK'], arrAirports: ['SHA'] },
      },
    ],
    '/api/plane/flight/calendar': [{ from: 'CBJS', to: 'CSHA', startDate: date, days: 7 }],
    '/api/plane/flight/vendor/price/list': [{ flightNo: 'MU5101', date, cabin: 'Y' }],
    '/api/plane/flight/book/price/detail': [{ offerId, adults: 1 }],
    '/api/plane/order/vendor/price/book': [
      { offerId, passengers: [passenger, passport], contact },
      { offerId, passengers: [{ ...savedPassenger, passengerType: 'ADT' }], contact },
    ],
    '/api/train/station/search': [{ keyword: '北京' }],
    '/api/train/ticket/search': [
      { from: '北京', to: '上海', date, filters: { depStations: ['VNP'], arrStations: ['AOH'] } },
    ],
    '/api/train/stop/list': [{ trainCode: 'G1', date }],
    '/api/train/order/price/detail': [{ ...journey, ticketTypes: ['1'] }],
    '/api/train/order/retail/create': [
      { ...journey, passengers: [passenger, { ...passport, ticketType: '1' }], contact },
      { ...journey, passengers: [{ ...savedPassenger, ticketType: '3' }], contact },
    ],
    '/api/bus/city/search': [{ keyword: '南京' }],
    '/api/bus/schedule/search': [
      { from: '南京', to: '上海', date, filters: { depStations: ['320101'], arrStations: ['x'] } },
    ],
    '/api/bus/order/create': [
      { scheduleId: 'NJ-SH-0930', date, passengers: [passenger], contact },
      {
        scheduleId: 'NJ-SH-0930',
        date,
        passengers: [{ ...savedPassenger, ticketType: 'FULL' }],
        contact,
      },
    ],
    '/api/user/passenger/list': [{}],
    '/api/user/passenger/detail': [id],
    '/api/user/passenger/delete': [id],
    '/api/user/passenger/save': [savedBody, { ...savedBody, ...id, passport: null }],
    '/api/user/passenger/import': [
      {
        passengers: [
          { name: '李四', idType: '1', idNo: residentId('19900307', 8) },
          { name: 'ZHANG/SAN', idType: 'B', idNo: 'E12345678', birthDate: '1990-03-07' },
        ],
      },
    ],
    ...hotelBodies(date, day(5), contact),
    ...orderCalls('plane'),
    ...orderCalls('train'),
    ...orderCalls('bus'),
    ...orderCalls('hotel'),
    ...orderCalls('tour'),
    ...tourBodies(date, passenger, contact),
    ...orderCalls('car'),
    ...carBodies(date, day(3)),
    ...carStaffBodies(),
    ...orderCalls('car/transfer'),
    ...transferBodies(date),
    ...visaBodies(),
    '/api/plane/order/pay/qrcode': [orderNo],
    '/api/plane/order/pay/state': [orderNo],
    '/api/plane/cooperate/official/business/submit': [
      {
        orgName: '杭州市西湖区财政局',
        orgType: 'PARTY_GOV',
        creditCode: '91350100M000100Y43',
        budgetLevel: 'COUNTY',
        region: '浙江省杭州市西湖区',
        contactName: '王科长',
        mobile: '13900003333',
        services: ['GOV_FLIGHT'],
        yearlyTrips: 100,
        officialCard: true,
        consent: true,
      },
    ],
    // company travel (企业商旅) and the member's requests (CooperationPath)
    '/api/plane/cooperate/company/business/submit': [
      {
        companyName: '杭州云帆科技有限公司',
        creditCode: '91350100M000100Y43',
        companySize: 'S50_199',
        contactName: '李经理',
        mobile: '13900004444',
        travelVolume: 'W50_200',
        products: ['FLIGHT', 'HOTEL'],
        consent: true,
      },
    ],
    '/api/plane/cooperate/request/search': [{ page: 1, pageSize: 10 }],
    '/api/trourism/itinerary/quote/accept': [{ requestNo: 'C261127120000123456', version: 1 }],
    // a custom trip (定制游), the spec's spelling: a start date, or a flexible month
    '/api/trourism/itinerary/submit': [
      {
        destinations: ['三亚'],
        departureCity: '北京',
        departDate: day(20),
        tripDays: 5,
        adults: 2,
        children: 1,
        budgetFen: 500_000,
        hotelStandard: '高档型',
        guide: true,
        themes: ['亲子'],
        contactName: '赵女士',
        mobile: '13900005555',
        consent: true,
      },
      {
        destinations: ['桂林', '张家界'],
        departureCity: '上海',
        month: day(40).slice(0, 7),
        tripDays: 4,
        adults: 1,
        hotelStandard: '舒适型',
        contactName: '钱先生',
        mobile: '13900006666',
        consent: true,
      },
    ],
    '/api/pay/phone': [{ ...orderNo, wallet: 'WECHAT', returnPath: '/ticket/pay?orderNo=1' }],
    '/api/invoice/request': [
      { ...orderNo, titleType: 'PERSONAL', title: '张三', email: 'zhang@example.com' },
      {
        ...orderNo,
        passengerId: id.id,
        titleType: 'COMPANY',
        title: '上海旅行科技有限公司',
        taxNo: '91350100M000100Y43',
      },
    ],
    '/api/invoice/list': [orderNo],
    '/api/invoice/pdf': [{ invoiceId: id.id }],
    // 改签
    '/api/order/change/pay/qrcode': [orderNo],
    '/api/order/change/pay/state': [orderNo],
    '/api/plane/order/change/options': [{ ...orderNo, date }],
    '/api/plane/order/change/submit': [{ ...orderNo, date, flightNo: 'MU5101' }],
    '/api/train/order/change/options': [{ ...orderNo, date, toStation: 'NKH', seatClass: 'O' }],
    '/api/train/order/change/submit': [
      { ...orderNo, date, trainCode: 'G1', toStation: 'AOH', seatClass: 'O' },
    ],
    ...staffBodies(id.id),
    ...serviceBodies(id.id),
    ...groupBodies(date),
  };
}

/** The customer-service ticket calls' bodies (`ServicePath`, `StaffServicePath`). */
function serviceBodies(fileId: string): Record<string, object[]> {
  const ticketNo = 'S261127120000123456';
  const reply = { ticketNo, content: '补充一下：航班号 MU5101', attachmentIds: [fileId] };
  return {
    '/api/service/ticket/create': [
      {
        category: 'FLIGHT',
        orderNo: '261125120000123456',
        description: '退票后一直没收到退款，请帮忙查询',
        attachmentIds: [fileId],
      },
    ],
    '/api/service/feedback': [
      {
        category: 'OTHER',
        name: '张三',
        mobile: '13900001111',
        description: '网站很好用，建议增加夜间模式',
      },
    ],
    '/api/service/ticket/list': [{ page: 1, pageSize: 10 }],
    '/api/service/ticket/detail': [{ ticketNo }],
    '/api/service/ticket/reply': [reply],
    '/api/service/ticket/close': [{ ticketNo, rating: 5, comment: '处理很及时' }],
    '/api/staff/service/queue': [
      { page: 1, pageSize: 20, state: 'SUBMITTED', category: 'FLIGHT', overdueOnly: true },
    ],
    '/api/staff/service/detail': [{ ticketNo }],
    '/api/staff/service/reply': [{ ...reply, state: 'AWAITING_MEMBER' }],
    '/api/staff/service/state': [{ ticketNo, state: 'RESOLVED' }],
  };
}

/** The group travel calls' bodies (`GroupPath`, `StaffGroupPath`). */
function groupBodies(date: string): Record<string, object[]> {
  const requestNo = { requestNo: 'G261127120000123456' };
  const orderNo = { orderNo: '261125120000123456' };
  const segment = { from: 'CBJS', to: 'CSHA', date, timeWindow: '06-12' };
  return {
    '/api/plane/order/group/route/customize': [
      {
        tripType: 'OW',
        segments: [segment],
        adults: 10,
        children: 2,
        cabin: 'Y',
        budgetBasis: 'TOTAL',
        budgetFen: 2_000_000,
        needs: { hotelLevel: 'HIGH', rooms: 6, groundTransport: true, guide: true },
        purpose: 'MEETING',
        orgName: '上海旅行科技有限公司',
        contactName: '王经理',
        mobile: '13900005555',
        remarks: '会议团',
      },
    ],
    '/api/plane/order/group/route/list': [{}],
    '/api/plane/order/group/route/detail': [requestNo],
    '/api/plane/order/group/route/quote/accept': [{ ...requestNo, version: 1 }],
    '/api/plane/order/group/route/balance/qrcode': [requestNo],
    '/api/plane/order/group/order/detail': [orderNo],
    '/api/plane/order/group/order/search': [{ page: 1, pageSize: 10 }],
    '/api/plane/order/group/order/cancel': [orderNo],
    '/api/plane/order/group/order/refund': [orderNo],
    '/api/staff/group/queue': [
      { state: 'SUBMITTED', mobile: '13900005555', page: 1, pageSize: 20 },
    ],
    '/api/staff/group/accept': [requestNo],
    '/api/staff/group/quote': [
      {
        ...requestNo,
        totalFen: 1_800_000,
        validUntil: '2026-12-01T18:00:00+08:00',
        depositType: 'PERCENT',
        depositValue: 30,
        nameListDeadline: date,
        refundRules: '出票前取消扣除定金',
      },
    ],
    '/api/staff/group/close': [{ ...requestNo, reason: '客户已另行安排' }],
    '/api/staff/group/balance': [requestNo],
  };
}

/** The staff calls' bodies (`StaffPath`): validation answers before the staff session check. */
function staffBodies(staffId: string): Record<string, object[]> {
  const account = { loginName: 'ops.wang', displayName: '王运营', role: 'OPERATIONS' };
  return {
    '/api/staff/login': [{ loginName: 'ops.wang', password: 'long-enough-pw', totpCode: '123456' }],
    '/api/staff/logout': [{}],
    '/api/staff/me': [{}],
    '/api/staff/list': [{ page: 1, pageSize: 10 }],
    '/api/staff/create': [{ ...account, password: 'long-enough-pw' }],
    '/api/staff/role/change': [{ staffId, role: 'SERVICE' }],
    '/api/staff/disable': [{ staffId }],
    '/api/staff/audit/list': [
      {
        page: 1,
        pageSize: 20,
        filter: {
          staffId,
          action: 'STAFF_LOGIN',
          objectType: 'STAFF',
          objectId: staffId,
          from: '2026-11-01',
          to: '2026-11-30',
        },
      },
    ],
    ...staffOrderBodies(),
    '/api/staff/rules/list': [{}],
    '/api/staff/rules/schedule': [
      {
        key: 'train.refundFee',
        effectiveFrom: '2027-01-01',
        value: { steps: [{ label: '开车前', minHoursBefore: 0, feePercent: 20 }], minimumFen: 200 },
        source: '铁路客运退票规定',
      },
    ],
    '/api/staff/rules/withdraw': [{ key: 'bus.child_tickets', effectiveFrom: '2027-01-01' }],
  };
}

/** The staff order calls' bodies (`StaffHotelPath`, `StaffOrderPath`). */
function staffOrderBodies(): Record<string, object[]> {
  const orderNo = '202611270000000001';
  return {
    '/api/staff/hotel/queue': [
      { page: 1, pageSize: 20, cityCode: '310100', hotelName: '酒店', overdueOnly: true },
    ],
    '/api/staff/hotel/confirm': [{ orderNo, confirmationNo: 'HX-20261127' }],
    '/api/staff/hotel/no-room': [{ orderNo }],
    '/api/staff/order/lookup': [{ orderNo }, { mobile: '13800138000' }],
    // check-in and no-show corrections (StaffHotelCorrectionPath)
    '/api/staff/hotel/stay-check/queue': [
      { page: 1, pageSize: 20, checkState: 'NO_SHOW', withinDays: 7 },
    ],
    '/api/staff/hotel/stay-check/stayed': [{ orderNo, correctionReason: '酒店前台核实客人已入住' }],
    '/api/staff/hotel/stay-check/no-show': [{ orderNo, correctionReason: '酒店报告客人未到店' }],
    // the staff console's cooperation calls (StaffCooperationPath)
    '/api/staff/cooperation/list': [
      { page: 1, pageSize: 20, kind: 'OFFICIAL', state: 'SUBMITTED', keyword: '财政局' },
    ],
    '/api/staff/cooperation/detail': [{ requestNo: 'C261127120000123456' }],
    '/api/staff/cooperation/move': [
      { requestNo: 'C261127120000123456', to: 'ACCEPTED', note: '已电话联系，约下周面谈' },
    ],
    '/api/staff/cooperation/quote': [
      {
        requestNo: 'C261127120000123456',
        adultFen: 458_000,
        childFen: 229_000,
        validUntil: '2026-12-04T18:00:00+08:00',
        plan: '广州南乘高铁往返桂林，阳朔两晚高档酒店，含司导。',
      },
    ],
  };
}

/** The hotel calls' bodies: a stay in 上海 from `checkIn` to `checkOut`. */
function hotelBodies(checkIn: string, checkOut: string, contact: object): Record<string, object[]> {
  const stay = { checkIn, checkOut, rooms: 2, adults: 3, childAges: [6] };
  const scores = { location: 5, facility: 4, service: 5, hygiene: 4 };
  return {
    '/api/hotel/destination/suggest': [{ keyword: 'shanghai', cityCode: '310100', limit: 10 }],
    '/api/hotel/search': [
      {
        cityCode: '310100',
        place: { type: 'LANDMARK', id: 'L310100-1' },
        ...stay,
        filters: {
          priceMinFen: 20_000,
          priceMaxFen: 80_000,
          stars: [4, 5],
          brands: ['全季'],
          districts: ['浦东新区'],
          facilities: ['WIFI'],
          minScore: 4.5,
          breakfast: true,
          freeCancel: true,
          keyword: '外滩',
        },
        sort: 'DISTANCE',
        landmarkId: 'L310100-1',
      },
    ],
    '/api/hotel/detail': [{ hotelId: 'H310100-0001', ...stay }],
    '/api/hotel/review/list': [{ hotelId: 'H310100-0001', page: 1, pageSize: 10 }],
    '/api/hotel/review/submit': [
      { orderNo: '261125120000123456', scores, text: '位置方便，房间干净，服务热情。' },
    ],
    '/api/hotel/order/create': [
      {
        ratePlanId: 'H310100-0001-R1-P1',
        ...stay,
        guests: [{ name: '张三' }, { name: 'ZHANG/SAN' }],
        contact,
        latestArrival: '20:00',
        specialRequests: ['HIGH_FLOOR'],
        remark: '尽量安静',
        invoice: { title: '上海某某科技有限公司', taxNo: '91310000MA1FL0000X' },
        expectedTotalFen: 100_000,
      },
    ],
  };
}

/** Where a body holds a string: its path and value. */
export interface StringLeaf {
  path: (string | number)[];
  value: string;
}

/** Every string of `body`, depth first. */
export function stringLeaves(body: unknown, path: (string | number)[] = []): StringLeaf[] {
  if (typeof body === 'string') return [{ path, value: body }];
  if (Array.isArray(body)) return body.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (body && typeof body === 'object') {
    return Object.entries(body).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

/** Every field of `body` (strings, numbers, objects, arrays…), as paths. */
export function fieldPaths(body: unknown, path: (string | number)[] = []): (string | number)[][] {
  const here = path.length ? [path] : [];
  if (Array.isArray(body)) return [...here, ...body.flatMap((v, i) => fieldPaths(v, [...path, i]))];
  if (body && typeof body === 'object') {
    const inner = Object.entries(body).flatMap(([k, v]) => fieldPaths(v, [...path, k]));
    return [...here, ...inner];
  }
  return here;
}

/** A deep copy of `body` with the value at `path` replaced (or removed when `value` is omitted). */
export function withValue(body: object, path: (string | number)[], ...value: [unknown?]): object {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value.length === 0) {
    if (Array.isArray(at)) at.splice(Number(last), 1);
    else delete at[last];
  } else at[last] = value[0];
  return copy;
}

/** Null when a message is Chinese and holds no English word (the date format aside). */
export function messageProblem(message: string): string | null {
  if (!/\p{Script=Han}/u.test(message)) return 'not Chinese';
  const word = /[A-Za-z]{2,}/.exec(message.replace(/YYYY-MM-DD/g, ''));
  return word ? `English word "${word[0]}"` : null;
}

/** The rental calls' bodies (`CarPath`). */
function carBodies(date: string, back: string): Record<string, object[]> {
  return {
    '/api/car/store/suggest': [{ keyword: '上海', limit: 5 }],
    '/api/car/rental/search': [
      {
        pickupCityCode: '310100',
        pickupStoreId: 'CS310100-01',
        dropoffStoreId: 'CS110100-01',
        pickupAt: `${date} 10:00`,
        returnAt: `${back} 10:00`,
        ageBand: '25_60',
        supplierCodes: ['TA'],
        gearbox: 'AUTO',
        seatsMin: 5,
        energy: 'PETROL',
        freeCancel: true,
        depositFree: true,
        sort: 'DAILY',
      },
    ],
    '/api/car/rental/book': [
      {
        offerId: 'CS310100-03-CC-SUV',
        dropoffStoreId: 'CS310100-01',
        pickupAt: `${date} 10:00`,
        returnAt: `${back} 10:00`,
        insuranceTier: 'PLUS',
        childSeats: 1,
        driver: {
          name: '李驾驶',
          idNo: residentId('19880512', 9),
          mobile: '13900001111',
          licenseSince: '2010-06-01',
        },
        contact: { name: '李驾驶', mobile: '13900001111' },
        expectedTotalFen: 100_000,
      },
    ],
  };
}

/** The transfer calls' bodies (`TransferPath`). */
function transferBodies(date: string): Record<string, object[]> {
  const trip = { transferType: 'TRAIN_DROPOFF', tripNo: 'G7', date, tripStation: '北京南' };
  const place = { placeId: 'L110100-1', nameSign: true, childSeats: 1 };
  return {
    '/api/car/transfer/lookup': [trip],
    '/api/car/transfer/place/suggest': [{ cityCode: '310100', keyword: '外滩' }],
    '/api/car/transfer/quote': [{ ...trip, ...place }],
    '/api/car/transfer/book': [
      {
        ...trip,
        ...place,
        transferClass: 'BUSINESS7',
        passenger: { name: '王小明', mobile: '13800138000' },
        expectedTotalFen: 12000,
      },
    ],
  };
}

/** The visa catalogue calls' bodies (`VisaPath`). */
function visaBodies(): Record<string, object[]> {
  return {
    '/api/visa/entry/search': [{ keyword: '日本', region: 'ASIA' }],
    '/api/visa/product/search': [{ country: 'JP', visaType: 'TOURIST' }],
    '/api/visa/product/detail': [{ visaCode: 'VJP01SHA' }],
    '/api/visa/checklist/preview': [
      {
        visaCode: 'VJP01SHA',
        applicantType: 'EMPLOYED',
        age: 35,
        province: '31',
        provinceBasis: 'RESIDENCE',
      },
    ],
    ...visaOrderBodies(),
  };
}

/** The staff's rental calls' bodies (`StaffCarPath`): a settlement with lines, and at ¥0. */
function carStaffBodies(): Record<string, object[]> {
  const orderNo = '261125120000123456';
  return {
    '/api/staff/car/settle': [
      {
        orderNo,
        lines: [
          { code: 'FUEL', reason: '补油至满箱', amountFen: 12_000 },
          { code: 'DAMAGE', reason: '左前门划痕维修', amountFen: 80_000 },
        ],
      },
      { orderNo, lines: [] },
    ],
  };
}

/** The visa application, case and staff calls' bodies (`VisaOrderPath`, `StaffVisaPath`). */
function visaOrderBodies(): Record<string, object[]> {
  const orderNo = '261125120000123456';
  const applicantId = '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
  const applicant = {
    name: '张三',
    surnamePinyin: 'ZHANG',
    givenNamePinyin: 'SAN',
    sex: 'M',
    birthDate: '1990-01-01',
    birthPlace: '北京',
    passportNo: 'E12345678',
    passportIssueDate: day(-365),
    passportExpiryDate: day(365 * 5),
    idNo: residentId('19900101', 11),
    province: '11',
    provinceBasis: 'HUKOU',
    applicantType: 'EMPLOYED',
    employer: '北京示例科技有限公司',
    emergencyContact: { name: '李四', mobile: '13900001111' },
  };
  return {
    '/api/visa/application/submit': [
      {
        visaCode: 'VJP01BJS',
        departDate: day(30),
        returnDate: day(35),
        purpose: '旅游',
        applicants: [applicant],
        contact: { name: '张三', mobile: '13900001111' },
        passportHandover: 'COURIER',
        courierAddress: '北京市朝阳区示例路1号',
        expectedTotalFen: 35000,
      },
    ],
    '/api/visa/material/remove': [
      { orderNo, applicantId, itemId: 'passport', fileId: applicantId },
    ],
    '/api/visa/case/submit': [{ orderNo, applicantId }],
    '/api/visa/case/abort': [{ orderNo, applicantId }],
    ...Object.fromEntries(
      ['detail', 'search', 'cancel', 'refund'].map((c) => [
        `/api/visa/order/${c}`,
        c === 'search'
          ? [{ page: 1, pageSize: 10, tab: 'ALL', kind: 'ALL' }]
          : c === 'refund'
            ? [{ orderNo, reason: '行程有变' }]
            : [{ orderNo }],
      ]),
    ),
    '/api/staff/visa/case/list': [{ state: 'REVIEWING', page: 1, pageSize: 10 }],
    '/api/staff/visa/case/detail': [{ applicantId }],
    '/api/staff/visa/item/review': [
      { applicantId, itemId: 'passport', decision: 'REJECT', missingReason: '护照首页不清晰' },
    ],
    '/api/staff/visa/case/move': [{ applicantId, toState: 'SUBMITTED', note: '已递交使馆' }],
  };
}

/** The tour calls' bodies (`TourPath`). */
function tourBodies(date: string, passenger: object, contact: object): Record<string, object[]> {
  const code = { productCode: 'TDG0001' };
  return {
    '/api/tour/search': [
      {
        keyword: '桂林',
        departureCity: '北京',
        month: date.slice(0, 7),
        daysMin: 3,
        daysMax: 6,
        tourType: 'GROUP',
        tourScope: 'DOMESTIC',
        priceMinFen: 100_000,
        priceMaxFen: 900_000,
        pureFun: true,
        sort: 'PRICE_ASC',
        page: 1,
        pageSize: 10,
      },
    ],
    '/api/tour/detail': [code],
    '/api/tour/calendar': [{ ...code, month: date.slice(0, 7) }],
    '/api/tour/order/create': [
      {
        ...code,
        date,
        adults: 1,
        children: [{ age: 8, bed: true }],
        singleRooms: 1,
        travellers: [passenger, { ...passenger, idNo: residentId('20180307', 8) }],
        contact,
        insurance: true,
        acceptContract: true,
        expectedTotalFen: 300_000,
      },
    ],
    '/api/tour/order/contract': [{ orderNo: '261125120000123456' }],
  };
}
