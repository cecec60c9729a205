/**
 * Every API path the site calls (site-spec §7), plus the paths this project adds: one constant
 * each, exported by the package as the namespace `ApiPath` (`ApiPath.userLogin`). Constants, not
 * one object, so the web's bundle keeps only the paths it calls (a namespace's static member
 * reads are resolved by the bundler; an object's properties are never dropped).
 */
export const userLogin = '/api/user/login';
export const userTokenRefresh = '/api/user/token/refresh';
export const userSmsCodeSend = '/api/user/sms/code/send';
export const userRegister = '/api/user/register';
export const userPasswordReset = '/api/user/password/reset';
export const userLoginState = '/api/user/login/state';
export const userLogout = '/api/user/logout';
/** The member's saved passengers (常用旅客), numbers masked. */
export const userPassengerList = '/api/user/passenger/list';
/** One saved passenger in full, for the member's own edit form. */
export const userPassengerDetail = '/api/user/passenger/detail';
/** Adds or updates a saved passenger (a student profile is verified on save). */
export const userPassengerSave = '/api/user/passenger/save';
export const userPassengerDelete = '/api/user/passenger/delete';
/** Moves the passengers a browser kept to the server, once per member. */
export const userPassengerImport = '/api/user/passenger/import';
export const devSmsOutbox = '/api/dev/sms/outbox';
export const tourismItinerarySubmit = '/api/trourism/itinerary/submit';
export const visaApplicationSubmit = '/api/visa/application/submit';
export const planeFlightSearch = '/api/plane/flight/search';
export const planeGroupRouteCustomize = '/api/plane/order/group/route/customize';
export const planeVendorPriceList = '/api/plane/flight/vendor/price/list';
export const planeVendorPriceBook = '/api/plane/order/vendor/price/book';
export const planeBookPriceDetail = '/api/plane/flight/book/price/detail';
export const planeOrderDetail = '/api/plane/order/detail';
export const planeOrderPayQrcode = '/api/plane/order/pay/qrcode';
export const planeOrderPayState = '/api/plane/order/pay/state';
export const planeOrderSearch = '/api/plane/order/search';
export const planeOrderCancel = '/api/plane/order/cancel';
export const planeOrderRefund = '/api/plane/order/refund';
export const planeFlightCalendar = '/api/plane/flight/calendar';
export const planeCitySearch = '/api/plane/city/search';
/** The flight booking rules in force (sale window, passenger ages). */
export const planeRules = '/api/plane/rules';
export const planeOfficialBusinessSubmit = '/api/plane/cooperate/official/business/submit';
export const payNotify = '/api/pay/notify/:provider';
/** Pays an order on this phone in the chosen wallet (its H5 / wap cashier). */
export const payPhone = '/api/pay/phone';
export const paySandboxPage = '/sandbox/pay';
export const paySandboxConfirm = '/sandbox/pay/confirm';
export const trainTicketSearch = '/api/train/ticket/search';
export const trainStationSearch = '/api/train/station/search';
export const trainStopList = '/api/train/stop/list';
export const trainPriceDetail = '/api/train/order/price/detail';
export const trainOrderCreate = '/api/train/order/retail/create';
export const trainOrderDetail = '/api/train/order/detail';
export const trainOrderSearch = '/api/train/order/search';
export const trainOrderCancel = '/api/train/order/cancel';
export const trainOrderRefund = '/api/train/order/refund';
/** The train booking rules in force (sale window, children's and students' tickets). */
export const trainRules = '/api/train/rules';
export const busCitySearch = '/api/bus/city/search';
export const busScheduleSearch = '/api/bus/schedule/search';
export const busOrderCreate = '/api/bus/order/create';
export const busOrderDetail = '/api/bus/order/detail';
export const busOrderSearch = '/api/bus/order/search';
export const busOrderCancel = '/api/bus/order/cancel';
export const busOrderRefund = '/api/bus/order/refund';
/** The coach booking rules in force (sale window, half tickets). */
export const busRules = '/api/bus/rules';
/** Hotel destinations (city, district, landmark, hotel) by Chinese, pinyin or initials. */
export const hotelDestinationSuggest = '/api/hotel/destination/suggest';
export const hotelSearch = '/api/hotel/search';
/** A hotel with its room types × rate plans priced for a stay. */
export const hotelDetail = '/api/hotel/detail';
export const hotelReviewList = '/api/hotel/review/list';
export const hotelReviewSubmit = '/api/hotel/review/submit';
export const hotelOrderCreate = '/api/hotel/order/create';
export const hotelOrderDetail = '/api/hotel/order/detail';
export const hotelOrderSearch = '/api/hotel/order/search';
export const hotelOrderCancel = '/api/hotel/order/cancel';
/** Cancels a paid or placed stay (退订) with the fee of its policy at that moment. */
export const hotelOrderRefund = '/api/hotel/order/refund';
/** A tour order's cancel (待支付) and 退订 (the ladder sold with it); same as `TourPath`'s. */
export const tourOrderCancel = '/api/tour/order/cancel';
export const tourOrderRefund = '/api/tour/order/refund';
/** A rental's cancel (待支付) and 取消 (free until the terms sold with it, then a fee); same as `CarPath`'s. */
export const carOrderCancel = '/api/car/order/cancel';
export const carOrderRefund = '/api/car/order/refund';
