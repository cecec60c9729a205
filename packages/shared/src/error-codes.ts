/**
 * Business error codes carried in the `{code, message, data}` envelope, with their default
 * Chinese messages. HTTP status codes are kept for transport failures only (404, 500, 503).
 *
 * 11001 and 11003 are the spec's session codes (site-spec §8): the client clears the session
 * and goes to /login on either.
 */
export const ErrorCode = {
  /** Success. */
  OK: 200,
  /** Request body failed validation; `message` names the field. */
  INVALID_PARAMS: 10001,
  /** Request body is not valid JSON or has the wrong content type. */
  BAD_REQUEST_BODY: 10002,
  /** Too many requests from one client address. */
  TOO_MANY_REQUESTS: 10029,
  /** Missing or invalid access token (site-spec §8). */
  TOKEN_INVALID: 11001,
  /** Access token expired (site-spec §8). */
  TOKEN_EXPIRED: 11003,
  /** Refresh token unknown, expired or revoked. */
  REFRESH_TOKEN_INVALID: 11004,
  /** A refresh token was used twice: its whole family is revoked. */
  REFRESH_TOKEN_REUSED: 11005,
  /** Mobile or password wrong (never says which, nor whether the mobile is registered). */
  LOGIN_FAILED: 12001,
  /** Mobile already registered (register only, after the SMS code was verified). */
  MOBILE_REGISTERED: 12003,
  /** No account for this mobile (password reset only, after the SMS code was verified). */
  ACCOUNT_NOT_FOUND: 12004,
  /** Password breaks the password rules (length, common password). */
  PASSWORD_WEAK: 12005,
  /**
   * Registering (or an SMS login that creates the member) without agreeing to the 用户协议 and
   * 隐私政策 (PIPL art. 13–14: consent before personal data is processed).
   */
  AGREEMENT_REQUIRED: 12006,
  /**
   * Too many failed password logins for this mobile or from this address: the password login now
   * also needs an SMS code (action Login) in `smsCode`. Never refuses the right password with the
   * right code, so a stranger cannot lock a member out.
   */
  LOGIN_SMS_REQUIRED: 12007,
  /** SMS sent too often for this mobile or address. */
  SMS_TOO_FREQUENT: 13001,
  /** SMS code wrong. */
  SMS_CODE_WRONG: 13002,
  /** SMS code expired, used, or never sent. */
  SMS_CODE_EXPIRED: 13003,
  /** Too many wrong tries for this SMS code; request a new one. */
  SMS_CODE_LOCKED: 13004,
  /** The SMS provider failed to send. */
  SMS_SEND_FAILED: 13005,
  /** Unknown city or airport code. */
  CITY_NOT_FOUND: 14001,
  /** No such flight on that date (or not on sale). */
  FLIGHT_NOT_FOUND: 14002,
  /** The offer no longer exists; search again. */
  OFFER_NOT_FOUND: 14003,
  /** Not enough seats left. */
  SEATS_SOLD_OUT: 14004,
  /** A passenger breaks a booking rule; `message` says which. */
  PASSENGER_INVALID: 14005,
  /** Date outside the sale window (past, or beyond the schedule window). */
  DATE_NOT_ON_SALE: 14006,
  /** No such order for this member (also when it is someone else's). */
  ORDER_NOT_FOUND: 15001,
  /** The order's state does not allow this action. */
  ORDER_STATE_CONFLICT: 15002,
  /** Pay state: waiting for the payer (returned as a normal result, site-spec §8). */
  PAY_WAITING: 16001,
  /** Pay state: the order is closed or cancelled and cannot be paid. */
  PAY_CLOSED: 16002,
  /** Payment notify with a bad signature or amount. */
  PAY_NOTIFY_INVALID: 16003,
  /** Unknown station or city (trains). */
  STATION_NOT_FOUND: 17001,
  /** No such train on that date, or it does not stop at both stations in order. */
  TRAIN_NOT_FOUND: 17002,
  /** Not enough seats of that class left on the journey. */
  TRAIN_SEATS_SOLD_OUT: 17003,
  /** Online sales of this train close 30 minutes before departure. */
  TRAIN_SALES_CLOSED: 17004,
  /** A passenger already travels on an overlapping journey. */
  TRAIN_JOURNEY_CONFLICT: 17005,
  /** Unknown bus city or coach station. */
  BUS_PLACE_NOT_FOUND: 18001,
  /** No such bus departure on that date, or its sales have closed. */
  BUS_SCHEDULE_NOT_FOUND: 18002,
  /** Not enough bus seats left. */
  BUS_SEATS_SOLD_OUT: 18003,
  /** No such saved passenger for this member (also when it is someone else's). */
  SAVED_PASSENGER_NOT_FOUND: 19001,
  /** The member keeps SAVED_PASSENGERS_MAX saved passengers already. */
  SAVED_PASSENGER_LIMIT: 19002,
  /** The member has saved a passenger with this document already. */
  SAVED_PASSENGER_DUPLICATE: 19003,
  /** Unknown hotel destination (city, district, landmark). */
  HOTEL_PLACE_NOT_FOUND: 20001,
  /** No such hotel, room type or rate plan. */
  HOTEL_NOT_FOUND: 20002,
  /** Not enough rooms of the room type on some night of the stay. */
  HOTEL_ROOMS_SOLD_OUT: 20003,
  /** The price of the stay changed since it was shown; `data.totalFen` is the new total. */
  HOTEL_PRICE_CHANGED: 20004,
  /** Check-in outside the booking window (past, or beyond 180 days; 凌晨房 until 06:00). */
  HOTEL_STAY_NOT_ON_SALE: 20005,
  /** More guests per room than the room type takes. */
  HOTEL_OCCUPANCY_EXCEEDED: 20006,
  /** The order cannot be reviewed (not checked out, or not a stay). */
  HOTEL_REVIEW_NOT_ALLOWED: 20007,
  /** The stay has been reviewed already (one review per stay). */
  HOTEL_REVIEW_DUPLICATE: 20008,
  /** Unexpected server error (HTTP 500). */
  INTERNAL: 50000,
  /** The database cannot be reached for the moment (HTTP 503); retry later. */
  UNAVAILABLE: 50300,
} as const;

/**
 * The 改签 (ticket change) codes: apart from `ErrorCode`, which is in every page's first load,
 * while only the server and the lazily loaded change panel meet these. Messages in `ErrorMessage`.
 */
export const ChangeErrorCode = {
  /** The order cannot be changed (改签) now, or not to that flight or train; `message` says why. */
  CHANGE_NOT_ALLOWED: 15003,
  /** 12306: each ticket is changed (改签 or 变更到站) at most once. */
  CHANGE_ALREADY_USED: 15004,
} as const;

export type ErrorCodeValue =
  | (typeof ErrorCode)[keyof typeof ErrorCode]
  | (typeof ChangeErrorCode)[keyof typeof ChangeErrorCode];

/** Default Chinese message for each code. */
export const ErrorMessage: Record<ErrorCodeValue, string> = {
  200: '成功',
  10001: '请求参数不正确',
  10002: '请求格式不正确',
  10029: '请求过于频繁，请稍后再试',
  11001: '登录已失效，请重新登录',
  11003: '登录已过期，请重新登录',
  11004: '登录凭证无效，请重新登录',
  11005: '登录凭证已失效，请重新登录',
  12001: '手机号或密码错误',
  12003: '该手机号已注册，请直接登录',
  12004: '该手机号尚未注册',
  12005: '密码不符合要求',
  12006: '请先阅读并同意《用户协议》和《隐私政策》',
  12007: '登录失败次数较多，为保护账号安全，请输入短信验证码',
  13001: '验证码发送过于频繁，请稍后再试',
  13002: '验证码错误',
  13003: '验证码已失效，请重新获取',
  13004: '验证码错误次数过多，请重新获取',
  13005: '短信发送失败，请稍后再试',
  14001: '未找到该城市或机场',
  14002: '航班不存在或已停售',
  14003: '该报价已失效，请重新选择',
  14004: '余票不足，请选择其他航班或舱位',
  14005: '乘客信息有误',
  14006: '该日期暂未开售',
  15001: '订单不存在',
  15002: '订单状态已变化，无法执行该操作',
  15003: '该订单当前不能改签',
  15004: '每张车票只能改签一次',
  16001: '等待支付',
  16002: '订单已关闭，无法支付',
  16003: '支付通知无效',
  17001: '未找到该车站或城市',
  17002: '车次不存在或未经停所选车站',
  17003: '余票不足，请选择其他车次或席别',
  17004: '该车次已停止网上售票（开车前30分钟停售）',
  17005: '乘客已购买与本次行程时间冲突的车票',
  18001: '未找到该城市或汽车站',
  18002: '班次不存在或已停售',
  18003: '余票不足，请选择其他班次',
  19001: '常用旅客不存在',
  19002: '常用旅客数量已达上限',
  19003: '该证件的常用旅客已存在',
  20001: '未找到该目的地',
  20002: '酒店或房型不存在',
  20003: '所选房型已订完，请选择其他房型或日期',
  20004: '房价已变化，请确认新的价格后重新提交',
  20005: '该入住日期暂不可预订',
  20006: '入住人数超过房型可住人数',
  20007: '离店后才能点评该订单',
  20008: '该订单已点评',
  50000: '服务器开小差了，请稍后再试',
  50300: '服务暂时不可用，请稍后再试',
};
