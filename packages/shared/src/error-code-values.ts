/**
 * The business error codes, one constant each; the package exports them as the namespace
 * `ErrorCode` (error-codes.ts), so a bundle keeps only the codes its code reads.
 */

/** Success. */
export const OK = 200;
/** Request body failed validation; `message` names the field. */
export const INVALID_PARAMS = 10001;
/** Request body is not valid JSON or has the wrong content type. */
export const BAD_REQUEST_BODY = 10002;
/** Too many requests from one client address. */
export const TOO_MANY_REQUESTS = 10029;
/** Missing or invalid access token (site-spec §8). */
export const TOKEN_INVALID = 11001;
/** Access token expired (site-spec §8). */
export const TOKEN_EXPIRED = 11003;
/** Refresh token unknown, expired or revoked. */
export const REFRESH_TOKEN_INVALID = 11004;
/** A refresh token was used twice: its whole family is revoked. */
export const REFRESH_TOKEN_REUSED = 11005;
/** Mobile or password wrong (never says which, nor whether the mobile is registered). */
export const LOGIN_FAILED = 12001;
/** Mobile already registered (register only, after the SMS code was verified). */
export const MOBILE_REGISTERED = 12003;
/** No account for this mobile (password reset only, after the SMS code was verified). */
export const ACCOUNT_NOT_FOUND = 12004;
/** Password breaks the password rules (length, common password). */
export const PASSWORD_WEAK = 12005;
/**
 * Registering (or an SMS login that creates the member) without agreeing to the 用户协议 and
 * 隐私政策 (PIPL art. 13–14: consent before personal data is processed).
 */
export const AGREEMENT_REQUIRED = 12006;
/**
 * Too many failed password logins for this mobile or from this address: the password login now
 * also needs an SMS code (action Login) in `smsCode`. Never refuses the right password with the
 * right code, so a stranger cannot lock a member out.
 */
export const LOGIN_SMS_REQUIRED = 12007;
/** SMS sent too often for this mobile or address. */
export const SMS_TOO_FREQUENT = 13001;
/** SMS code wrong. */
export const SMS_CODE_WRONG = 13002;
/** SMS code expired, used, or never sent. */
export const SMS_CODE_EXPIRED = 13003;
/** Too many wrong tries for this SMS code; request a new one. */
export const SMS_CODE_LOCKED = 13004;
/** The SMS provider failed to send. */
export const SMS_SEND_FAILED = 13005;
/** Unknown city or airport code. */
export const CITY_NOT_FOUND = 14001;
/** No such flight on that date (or not on sale). */
export const FLIGHT_NOT_FOUND = 14002;
/** The offer no longer exists; search again. */
export const OFFER_NOT_FOUND = 14003;
/** Not enough seats left. */
export const SEATS_SOLD_OUT = 14004;
/** A passenger breaks a booking rule; `message` says which. */
export const PASSENGER_INVALID = 14005;
/** Date outside the sale window (past, or beyond the schedule window). */
export const DATE_NOT_ON_SALE = 14006;
/** No such order for this member (also when it is someone else's). */
export const ORDER_NOT_FOUND = 15001;
/** The order's state does not allow this action. */
export const ORDER_STATE_CONFLICT = 15002;
/** The order cannot be changed (改签) now, or not to that flight or train; `message` says why. */
export const CHANGE_NOT_ALLOWED = 15003;
/** 12306: each ticket is changed (改签 or 变更到站) at most once. */
export const CHANGE_ALREADY_USED = 15004;
/** Pay state: waiting for the payer (returned as a normal result, site-spec §8). */
export const PAY_WAITING = 16001;
/** Pay state: the order is closed or cancelled and cannot be paid. */
export const PAY_CLOSED = 16002;
/** Payment notify with a bad signature or amount. */
export const PAY_NOTIFY_INVALID = 16003;
/** Unknown station or city (trains). */
export const STATION_NOT_FOUND = 17001;
/** No such train on that date, or it does not stop at both stations in order. */
export const TRAIN_NOT_FOUND = 17002;
/** Not enough seats of that class left on the journey. */
export const TRAIN_SEATS_SOLD_OUT = 17003;
/** Online sales of this train close 30 minutes before departure. */
export const TRAIN_SALES_CLOSED = 17004;
/** A passenger already travels on an overlapping journey. */
export const TRAIN_JOURNEY_CONFLICT = 17005;
/** Unknown bus city or coach station. */
export const BUS_PLACE_NOT_FOUND = 18001;
/** No such bus departure on that date, or its sales have closed. */
export const BUS_SCHEDULE_NOT_FOUND = 18002;
/** Not enough bus seats left. */
export const BUS_SEATS_SOLD_OUT = 18003;
/** No such saved passenger for this member (also when it is someone else's). */
export const SAVED_PASSENGER_NOT_FOUND = 19001;
/** The member keeps SAVED_PASSENGERS_MAX saved passengers already. */
export const SAVED_PASSENGER_LIMIT = 19002;
/** The member has saved a passenger with this document already. */
export const SAVED_PASSENGER_DUPLICATE = 19003;
/** Unknown hotel destination (city, district, landmark). */
export const HOTEL_PLACE_NOT_FOUND = 20001;
/** No such hotel, room type or rate plan. */
export const HOTEL_NOT_FOUND = 20002;
/** Not enough rooms of the room type on some night of the stay. */
export const HOTEL_ROOMS_SOLD_OUT = 20003;
/** The price of the stay changed since it was shown; `data.totalFen` is the new total. */
export const HOTEL_PRICE_CHANGED = 20004;
/** Check-in outside the booking window (past, or beyond 180 days; 凌晨房 until 06:00). */
export const HOTEL_STAY_NOT_ON_SALE = 20005;
/** More guests per room than the room type takes. */
export const HOTEL_OCCUPANCY_EXCEEDED = 20006;
/** The order cannot be reviewed (not checked out, or not a stay). */
export const HOTEL_REVIEW_NOT_ALLOWED = 20007;
/** The stay has been reviewed already (one review per stay). */
export const HOTEL_REVIEW_DUPLICATE = 20008;
/**
 * No invoice can be asked for this order now: not paid, refunded, not yet 出票成功 or 已离店,
 * nothing paid online (a stay paid at the hotel: the hotel issues it), or its kind has none.
 */
export const INVOICE_NOT_ALLOWED = 21001;
/** The order (or the ticket) has an active invoice already: one per order or ticket. */
export const INVOICE_DUPLICATE = 21002;
/** No such invoice for this member (also when it is someone else's). */
export const INVOICE_NOT_FOUND = 21003;
/** The invoice has not been issued yet: no PDF until it has its number. */
export const INVOICE_NOT_ISSUED = 21004;
/** The file's bytes are not of a type this upload accepts (ticket attachments: JPEG, PNG, WebP, PDF). */
export const FILE_TYPE_REFUSED = 22001;
/** A file is larger than this upload accepts (ticket attachments: 5 MB). */
export const FILE_TOO_LARGE = 22002;
/** More files in one upload than it accepts (ticket attachments: 3). */
export const FILE_TOO_MANY = 22003;
/** No such file for this reader (also when it is another member's). */
export const FILE_NOT_FOUND = 22004;
/** The upload carried no file (or was not multipart/form-data). */
export const FILE_MISSING = 22005;
/** No such ticket for this member (also when it is someone else's). */
export const TICKET_NOT_FOUND = 23001;
/** The ticket's state does not allow this (a closed ticket, closing before 已解决…). */
export const TICKET_STATE_NOT_ALLOWED = 23002;
/** The order named is not one of this member's. */
export const TICKET_ORDER_NOT_FOUND = 23003;
/** An attachment is unknown, not the caller's, or already attached to a message. */
export const TICKET_ATTACHMENT_INVALID = 23004;
/** Staff login name, password or TOTP code wrong (never says which, nor whether the name exists). */
export const STAFF_LOGIN_FAILED = 30001;
/** Staff session missing, unknown, expired or ended (logout, account disabled): the staff console's own code, so it goes to its own login, never the members' 11001/11003. */
export const STAFF_SESSION_INVALID = 30002;
/** The staff member's role may not do this (checked on the server for every staff call). */
export const STAFF_FORBIDDEN = 30003;
/** Too many failed staff logins for this name from this address, or from this address. */
export const STAFF_LOGIN_THROTTLED = 30004;
/** The staff account is disabled (answered only after the right password and code). */
export const STAFF_DISABLED = 30005;
/** Another staff account has this login name. */
export const STAFF_LOGIN_TAKEN = 30006;
/** No such staff account. */
export const STAFF_NOT_FOUND = 30007;
/** An administrator may not change their own role nor disable themselves. */
export const STAFF_SELF_CHANGE = 30008;
/** The staff account is locked for a while after failed logins from several addresses. */
export const STAFF_LOCKED = 30009;
/** No such cooperation request (staff console). */
export const COOPERATION_NOT_FOUND = 30010;
/** The cooperation request cannot move to that state from its current one (COOPERATION_MOVES). */
export const COOPERATION_BAD_MOVE = 30011;
/** No editable rule under that key, or no version of it on that date. */
export const RULE_NOT_FOUND = 30012;
/** A new rule version must take effect after today (Beijing) and within three years. */
export const RULE_DATE_INVALID = 30013;
/** The rule's value does not have the shape its module reads (the message names the field). */
export const RULE_VALUE_INVALID = 30014;
/** The rule already has a version on that date (withdraw it first). */
export const RULE_VERSION_EXISTS = 30015;
/** Only a version that has not taken effect yet can be withdrawn. */
export const RULE_VERSION_IN_EFFECT = 30016;
/** No such group request for this member (also when it is someone else's). */
export const GROUP_NOT_FOUND = 24001;
/** The group request is not in a state that allows this act (the message says why). */
export const GROUP_STATE_INVALID = 24002;
/** The quote has expired (its validity deadline passed): the request is closed. */
export const GROUP_QUOTE_EXPIRED = 24003;
/** The quote named is not the current one (a newer version superseded it). */
export const GROUP_QUOTE_SUPERSEDED = 24004;
/** No such tour product (or no longer sold). */
export const TOUR_NOT_FOUND = 25001;
/** The departure is not bookable: not a departure day, 截止报名 passed, or the group did not form. */
export const TOUR_DEPARTURE_CLOSED = 25002;
/** Fewer places left on the departure than travellers (`message` says how many are left). */
export const TOUR_SOLD_OUT = 25003;
/** The total differs from the one shown (`data.totalFen` is the price now). */
export const TOUR_PRICE_CHANGED = 25004;
/** The party does not suit the product (too few for its 起订人数, or too many). */
export const TOUR_PARTY_INVALID = 25005;
/** The custom trip's quote is past its validity: the consultant must quote again. */
export const CUSTOM_QUOTE_EXPIRED = 25006;
/** The quote named is not the custom trip's current one (a newer version superseded it). */
export const CUSTOM_QUOTE_SUPERSEDED = 25007;
/** The request cannot be quoted or its quote accepted in its state or kind (the message says why). */
export const CUSTOM_QUOTE_STATE = 25008;
/** No rental city or store by that code (or it has no stores). */
export const CAR_STORE_NOT_FOUND = 26001;
/** The pick-up or return time breaks a rental rule (past, beyond 90 days, under 1 day, over 30 days; the message says which). */
export const CAR_TIME_INVALID = 26002;
/** The chosen store is closed at the pick-up or return time (the message gives its hours). */
export const CAR_STORE_CLOSED = 26003;
/** The rental offer asked for is not sold (store, supplier or class unknown there). */
export const CAR_OFFER_NOT_FOUND = 26004;
/** No car of that class left at the store for some moment of the period (running balance). */
export const CAR_SOLD_OUT = 26005;
/** The driver does not meet the rental's rules (age from the ID, licence years; the message says which). */
export const CAR_DRIVER_INVALID = 26006;
/** The all-in total changed since it was shown (`data.totalFen` is the new one). */
export const CAR_PRICE_CHANGED = 26007;
/** No such visa product (or no longer sold). */
export const VISA_PRODUCT_NOT_FOUND = 27001;
/** An applicant's province is outside the product's 领区 (the message names the 领区 and product that take it). */
export const VISA_DISTRICT_MISMATCH = 27002;
/** An applicant's passport or ID does not fit the application (expiry before return + 6 months, ID birth date or sex unlike the form's). */
export const VISA_APPLICANT_INVALID = 27003;
/** The travel dates are outside the product's apply window or stay (the message gives the window). */
export const VISA_DATES_INVALID = 27004;
/** The case's state does not allow the act (upload, submit, abort, a staff move; the message says why). */
export const VISA_CASE_STATE = 27005;
/** No such checklist item for this applicant, or no such file on it. */
export const VISA_ITEM_NOT_FOUND = 27006;
/** No flight or train of the site by that number (or the station is not one of its stops). */
export const TRANSFER_TRIP_NOT_FOUND = 28001;
/** The flight or train does not run that day, or the day is outside the booking window (the message says which). */
export const TRANSFER_NOT_RUNNING = 28002;
/** No transfers in that city yet, or the place is not in the city of the airport or station. */
export const TRANSFER_CITY_CLOSED = 28003;
/** The total differs from the one shown (`data.totalFen` is the price now). */
export const TRANSFER_PRICE_CHANGED = 28004;
/** The car is wanted too soon (or in the past): the message gives the shortest notice. */
export const TRANSFER_TOO_LATE = 28005;
/** Unexpected server error (HTTP 500). */
export const INTERNAL = 50000;
/** The database cannot be reached for the moment (HTTP 503); retry later. */
export const UNAVAILABLE = 50300;
