// Codes, labels, paths and limits of the staff console's server calls (issue 27), without zod:
// schemas/staff.ts re-exports them. Not in `ApiPath`, which every member page's first load
// carries: only the staff console asks these.

/** The staff calls, all under `/api/staff/`. */
export const StaffPath = {
  /** Login name + password + TOTP code → a staff session token. */
  login: '/api/staff/login',
  /** Ends the caller's session on the server. */
  logout: '/api/staff/logout',
  /** The caller: login name, display name, role. */
  me: '/api/staff/me',
  /** ADMIN: every staff account, paged. */
  list: '/api/staff/list',
  /** ADMIN: a new account; answers its enrolment (otpauth) URI once. */
  create: '/api/staff/create',
  /** ADMIN: another account's role. */
  roleChange: '/api/staff/role/change',
  /** ADMIN: disables another account and ends its sessions. */
  disable: '/api/staff/disable',
  /** ADMIN, OPERATIONS: the audit log, paged and filtered (personal data masked unless ADMIN). */
  auditList: '/api/staff/audit/list',
} as const;

/** The staff calls on hotel orders waiting for a person's confirmation (人工确认, issue 27). */
export const StaffHotelPath = {
  /** OPERATIONS, ADMIN: 待确认 stays at 人工确认 hotels, paged and filtered, with counts. */
  queue: '/api/staff/hotel/queue',
  /** OPERATIONS, ADMIN: confirms a waiting stay with the hotel's confirmation number. */
  confirm: '/api/staff/hotel/confirm',
  /** OPERATIONS, ADMIN: 确认无房, a waiting stay cancelled and refunded in full. */
  noRoom: '/api/staff/hotel/no-room',
} as const;

/** The staff's order look-up (SERVICE, OPERATIONS, ADMIN). */
export const StaffOrderPath = {
  /** Orders by number or by the contact's mobile, with their timelines (personal data masked). */
  lookup: '/api/staff/order/lookup',
} as const;

/** The staff calls on cooperation requests (公务出行, 企业商旅): OPERATIONS, ADMIN. */
export const StaffCooperationPath = {
  /** Requests by kind and state, newest first, paged, with a count per state. */
  list: '/api/staff/cooperation/list',
  /** One request with every field and its history of moves (from the audit log). */
  detail: '/api/staff/cooperation/detail',
  /** Moves a request to its next state with a note (COOPERATION_MOVES). */
  move: '/api/staff/cooperation/move',
  /** A custom trip's quote, a new version superseding the current one (TOUR_CUSTOM only). */
  quote: '/api/staff/cooperation/quote',
} as const;

/** The 管理员's calls on dated rules (`rule_settings`): ADMIN only. */
export const StaffRulePath = {
  /** Every editable rule with its versions (past, in force, scheduled). */
  list: '/api/staff/rules/list',
  /** A new version of a rule from a future date (the version in force today never changes). */
  schedule: '/api/staff/rules/schedule',
  /** Withdraws a version that has not taken effect yet. */
  withdraw: '/api/staff/rules/withdraw',
} as const;

/** Request header carrying a staff session token (never the members' `token` header). */
export const STAFF_TOKEN_HEADER = 'staff-token';

/** Staff roles: 客服 (customer service), 运营 (operations), 管理员 (administrator). */
export const STAFF_ROLES = ['SERVICE', 'OPERATIONS', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABEL: Record<StaffRole, string> = {
  SERVICE: '客服',
  OPERATIONS: '运营',
  ADMIN: '管理员',
};

/** What an audit row records; every staff action writes one in its own transaction. */
export const AUDIT_ACTIONS = [
  'STAFF_LOGIN',
  'STAFF_LOGIN_FAILED',
  'STAFF_LOCKED',
  'STAFF_LOGOUT',
  'STAFF_CREATE',
  'STAFF_ROLE_CHANGE',
  'STAFF_DISABLE',
  'HOTEL_CONFIRM',
  'HOTEL_NO_ROOM',
  'ORDER_LOOKUP',
  'TICKET_QUEUE',
  'TICKET_VIEW',
  'TICKET_REPLY',
  'TICKET_STATE',
  'COOPERATION_MOVE',
  'COOPERATION_QUOTE',
  'HOTEL_MARK_STAYED',
  'HOTEL_MARK_NO_SHOW',
  'GROUP_ACCEPT',
  'GROUP_QUOTE',
  'GROUP_CLOSE',
  'GROUP_BALANCE',
  'RULE_SCHEDULE',
  'RULE_WITHDRAW',
  'VISA_ITEM_REVIEW',
  'VISA_CASE_MOVE',
  'CAR_SETTLE',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  STAFF_LOGIN: '员工登录',
  STAFF_LOGIN_FAILED: '员工登录失败',
  STAFF_LOCKED: '员工账号临时锁定',
  STAFF_LOGOUT: '员工退出登录',
  STAFF_CREATE: '创建员工账号',
  STAFF_ROLE_CHANGE: '修改员工角色',
  STAFF_DISABLE: '停用员工账号',
  HOTEL_CONFIRM: '确认酒店订单',
  HOTEL_NO_ROOM: '酒店订单确认无房',
  ORDER_LOOKUP: '查询订单',
  TICKET_QUEUE: '查看客服工单队列',
  TICKET_VIEW: '查看客服工单',
  TICKET_REPLY: '回复客服工单',
  TICKET_STATE: '修改工单状态',
  COOPERATION_MOVE: '处理合作申请',
  COOPERATION_QUOTE: '定制游报价',
  HOTEL_MARK_STAYED: '更正为已入住',
  HOTEL_MARK_NO_SHOW: '更正为未入住',
  GROUP_ACCEPT: '受理团队申请',
  GROUP_QUOTE: '团队报价',
  GROUP_CLOSE: '关闭团队申请',
  GROUP_BALANCE: '通知团队付尾款',
  RULE_SCHEDULE: '安排规则新版本',
  RULE_WITHDRAW: '撤回规则版本',
  VISA_ITEM_REVIEW: '审核签证材料',
  VISA_CASE_MOVE: '推进签证办理状态',
  CAR_SETTLE: '租车还车结算',
};

/** Audit object types (more come with the console's order and refund actions). */
export const AUDIT_OBJECT_TYPES = [
  'STAFF',
  'ORDER',
  'COOPERATION',
  'SERVICE_TICKET',
  'SERVICE_QUEUE',
  'GROUP_REQUEST',
  'RULE_SETTING',
  'VISA_CASE',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/**
 * Failed staff logins (OWASP ASVS 5 V6.3.1, Authentication Cheat Sheet "account lockout"):
 * - per login name from one address: `perNameIp` failures in `windowSeconds` refuse that address
 *   for that name (30004), so a stranger's guesses lock only the stranger's own address;
 * - per address: `perIp` failures refuse the address for every name (30004);
 * - per account, from any address: `accountLockAfter` failures in a row lock the account for
 *   `accountLockMinutes` (30009), a lock that ends on its own; one address alone never reaches
 *   it (`perNameIp` < `accountLockAfter`), so keeping an account locked takes several addresses.
 */
export const STAFF_LOGIN_LIMITS = {
  perNameIp: 5,
  perIp: 20,
  windowSeconds: 15 * 60,
  accountLockAfter: 10,
  accountLockMinutes: 15,
} as const;

/** A staff session lasts at most this long (a working shift), then logs in again. */
export const STAFF_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/** The issuer shown by authenticator apps for a staff account's TOTP entry. */
export const TOTP_ISSUER = '旅行网';
/** TOTP codes: 6 digits, 30-second steps (RFC 6238 defaults every authenticator app uses). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;

/** Audit object type labels, for the console's audit page. */
export const AUDIT_OBJECT_TYPE_LABEL: Record<AuditObjectType, string> = {
  STAFF: '员工账号',
  ORDER: '订单',
  COOPERATION: '合作申请',
  SERVICE_TICKET: '客服工单',
  SERVICE_QUEUE: '客服工单队列',
  GROUP_REQUEST: '团队申请',
  RULE_SETTING: '规则版本',
  VISA_CASE: '签证办理',
};

/** Kinds of cooperation requests the staff follow up: 公务出行 and 企业商旅. */
export const STAFF_COOPERATION_KINDS = ['OFFICIAL', 'COMPANY', 'TOUR_CUSTOM'] as const;
export type StaffCooperationKind = (typeof STAFF_COOPERATION_KINDS)[number];
export const STAFF_COOPERATION_KIND_LABEL: Record<StaffCooperationKind, string> = {
  OFFICIAL: '公务出行',
  COMPANY: '企业商旅',
  TOUR_CUSTOM: '定制游',
};

/**
 * The moves staff may make on a cooperation request (issue 27): 已提交 → 已受理 → 洽谈中 →
 * 已签约 or 未合作, and 已受理 → 未合作 (a body that is not a fit is declined before talks).
 * 已签约 and 未合作 are final. Keys and values are COOPERATION_STATES.
 */
export const COOPERATION_MOVES: Readonly<Record<string, readonly string[]>> = {
  SUBMITTED: ['ACCEPTED'],
  ACCEPTED: ['NEGOTIATING', 'DECLINED'],
  NEGOTIATING: ['SIGNED', 'DECLINED'],
  SIGNED: [],
  DECLINED: [],
};

/** The longest note a staff member writes when moving a cooperation request. */
export const COOPERATION_NOTE_MAX = 500;
