// The Chinese name of every request field, for messages that must name a field (site-spec §8:
// the member reads them; no English field path may reach a member). schemas/messages.ts builds
// zod's default messages on it; messages.test.ts checks that every field of every request schema
// has a name here.

/**
 * Field names by key, or by `parent.key` where a key means different things in different places
 * (array indexes are left out of the path: `passengers.name`, not `passengers.0.name`).
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // accounts
  mobile: '手机号',
  action: '验证码用途',
  password: '密码',
  smsCode: '验证码',
  agreed: '用户协议和隐私政策',
  refreshToken: '刷新令牌',
  // search
  keyword: '关键词',
  scope: '城市范围',
  limit: '返回条数',
  tripType: '行程类型',
  from: '出发地',
  to: '目的地',
  date: '出发日期',
  returnDate: '返程日期',
  startDate: '起始日期',
  days: '查询天数',
  adults: '成人人数',
  children: '儿童人数',
  infants: '婴儿人数',
  filters: '筛选条件',
  'filters.airlines': '航空公司',
  'filters.depAirports': '出发机场',
  'filters.arrAirports': '到达机场',
  'filters.depTimeBands': '出发时段',
  'filters.arrTimeBands': '到达时段',
  'filters.directOnly': '仅看直飞',
  'filters.cabin': '舱位等级',
  'filters.trainTypes': '车次类型',
  'filters.depStations': '出发站',
  'filters.arrStations': '到达站',
  'filters.seatClasses': '席别',
  'filters.onlyAvailable': '仅看有票',
  sort: '排序方式',
  order: '排序顺序',
  cabin: '舱位等级',
  // flights, trains, buses
  flightNo: '航班号',
  offerId: '报价',
  trainCode: '车次',
  seatClass: '席别',
  ticketTypes: '车票类型',
  seatLetters: '选座',
  scheduleId: '班次',
  // passengers and contact
  passengers: '乘客',
  'passengers.name': '乘客姓名',
  'passengers.idType': '证件类型',
  'passengers.idNo': '证件号码',
  'passengers.birthDate': '出生日期',
  'passengers.passengerType': '乘客类型',
  'passengers.ticketType': '车票类型',
  'passengers.savedPassengerId': '常用旅客',
  // saved passengers (常用旅客)
  id: '常用旅客',
  name: '姓名',
  idType: '证件类型',
  idNo: '证件号码',
  birthDate: '出生日期',
  sex: '性别',
  passport: '护照信息',
  'passport.no': '护照号码',
  'passport.nationality': '国籍',
  'passport.expiry': '护照有效期',
  student: '学生资质',
  'student.school': '学校名称',
  'student.enrolYear': '入学年份',
  'student.years': '学制',
  'student.homeCity': '优惠区间出发城市',
  'student.schoolCity': '优惠区间到达城市',
  'student.studentNo': '学号',
  disabledSoldier: '残疾军人（伤残人民警察）证件',
  'disabledSoldier.certType': '证件种类',
  'disabledSoldier.certNo': '证件编号',
  contact: '联系人',
  'contact.name': '联系人姓名',
  'contact.mobile': '联系人手机号',
  // hotels
  cityCode: '城市',
  place: '目的地',
  'place.type': '目的地类型',
  'place.id': '目的地',
  landmarkId: '地标',
  hotelId: '酒店',
  checkIn: '入住日期',
  checkOut: '离店日期',
  rooms: '房间数',
  childAges: '儿童年龄',
  'filters.priceMinFen': '最低价格',
  'filters.priceMaxFen': '最高价格',
  'filters.stars': '钻级',
  'filters.brands': '品牌',
  'filters.districts': '行政区',
  'filters.facilities': '设施',
  'filters.minScore': '评分',
  'filters.breakfast': '含早餐',
  'filters.freeCancel': '免费取消',
  'filters.payAtHotel': '到店付',
  'filters.instantConfirm': '立即确认',
  'filters.keyword': '关键词',
  ratePlanId: '价格计划',
  guests: '入住人',
  'guests.name': '入住人姓名',
  latestArrival: '最晚到店时间',
  specialRequests: '特殊要求',
  remark: '其他要求',
  invoice: '发票',
  'invoice.title': '发票抬头',
  'invoice.taxNo': '纳税人识别号',
  expectedTotalFen: '订单金额',
  scores: '评分',
  'scores.location': '位置评分',
  'scores.facility': '设施评分',
  'scores.service': '服务评分',
  'scores.hygiene': '卫生评分',
  text: '点评内容',
  // orders
  orderNo: '订单号',
  toStation: '到站',
  page: '页码',
  pageSize: '每页条数',
  tab: '订单分类',
  kind: '订单类型',
  reason: '退票原因',
  // invoices
  passengerId: '乘客',
  titleType: '抬头类型',
  title: '发票抬头',
  taxNo: '纳税人识别号',
  email: '邮箱',
  invoiceId: '发票',
  // paying on a phone
  wallet: '支付方式',
  returnPath: '返回页面',
  // cooperation requests (official business)
  orgName: '单位名称',
  orgType: '单位类型',
  creditCode: '统一社会信用代码',
  budgetLevel: '预算级次',
  region: '所在地区',
  contactName: '联系人姓名',
  position: '职务',
  services: '合作需求',
  yearlyTrips: '年出行人次',
  officialCard: '是否使用公务卡',
  remarks: '备注',
  consent: '同意声明',
  // company travel (企业商旅) applications
  companyName: '企业名称',
  companySize: '企业规模',
  travelVolume: '年差旅规模',
  products: '所需产品',
  // staff work queues
  hotelName: '酒店名称',
  overdueOnly: '仅看超时',
  confirmationNo: '酒店确认号',
  // staff check-in and no-show corrections of hotel stays
  checkState: '核对状态',
  withinDays: '核对天数',
  correctionReason: '更正原因',
  // staff accounts and the audit log
  loginName: '登录名',
  displayName: '姓名',
  role: '角色',
  totpCode: '动态验证码',
  staffId: '员工编号',
  filter: '筛选条件',
  'filter.staffId': '员工编号',
  'filter.action': '操作类型',
  'filter.objectType': '对象类型',
  'filter.objectId': '对象编号',
  // customer-service tickets and feedback
  category: '问题类型',
  description: '问题描述',
  attachmentIds: '附件',
  ticketNo: '工单号',
  content: '回复内容',
  rating: '评分',
  comment: '评价内容',
  // the staff console's cooperation requests and the audit log's dates
  'filter.from': '起始日期',
  'filter.to': '截止日期',
  requestNo: '申请编号',
  note: '处理备注',
  state: '状态',
  // group travel (团队游 / 团建, issue 27)
  segments: '航段',
  timeWindow: '出发时段',
  budgetBasis: '预算方式',
  budgetFen: '预算',
  needs: '服务需求',
  hotelLevel: '酒店标准',
  'needs.rooms': '房间数',
  groundTransport: '地面用车',
  guide: '导游',
  purpose: '出行目的',
  version: '报价版本',
  totalFen: '报价总额',
  validUntil: '报价有效期',
  depositType: '定金方式',
  depositValue: '定金',
  nameListDeadline: '名单截止日期',
  refundRules: '退改规则',
};

/** What a message calls the whole request body. */
export const BODY_LABEL = '请求内容';
/** What a message calls a field missing from FIELD_LABELS (messages.test.ts keeps this unused). */
export const UNKNOWN_FIELD_LABEL = '参数';

/**
 * The Chinese name of the field at `path` (a zod issue path): the entry of FIELD_LABELS for the
 * longest `parent.key` suffix of the path without array indexes, else the key alone.
 * An empty path is the body itself.
 */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const keys = path.filter((k): k is string => typeof k === 'string');
  if (keys.length === 0) return path.length === 0 ? BODY_LABEL : UNKNOWN_FIELD_LABEL;
  for (let i = Math.max(0, keys.length - 2); i < keys.length; i += 1) {
    const key = keys.slice(i).join('.');
    if (Object.prototype.hasOwnProperty.call(FIELD_LABELS, key)) return FIELD_LABELS[key]!;
  }
  return UNKNOWN_FIELD_LABEL;
}
