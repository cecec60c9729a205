/** Every API path the site calls (site-spec §7), plus the paths this project adds. */
export const ApiPath = {
  userLogin: '/api/user/login',
  userTokenRefresh: '/api/user/token/refresh',
  userSmsCodeSend: '/api/user/sms/code/send',
  userRegister: '/api/user/register',
  userPasswordReset: '/api/user/password/reset',
  userLoginState: '/api/user/login/state',
  userLogout: '/api/user/logout',
  devSmsOutbox: '/api/dev/sms/outbox',
  /** The member's saved passengers (常用旅客), numbers masked. */
  userPassengerList: '/api/user/passenger/list',
  /** One saved passenger in full, for the member's own edit form. */
  userPassengerDetail: '/api/user/passenger/detail',
  /** Adds or updates a saved passenger (a student profile is verified on save). */
  userPassengerSave: '/api/user/passenger/save',
  userPassengerDelete: '/api/user/passenger/delete',
  /** Moves the passengers a browser kept to the server, once per member. */
  userPassengerImport: '/api/user/passenger/import',
  planeFlightSearch: '/api/plane/flight/search',
  planeGroupRouteCustomize: '/api/plane/order/group/route/customize',
  planeVendorPriceList: '/api/plane/flight/vendor/price/list',
  planeVendorPriceBook: '/api/plane/order/vendor/price/book',
  planeBookPriceDetail: '/api/plane/flight/book/price/detail',
  planeOrderDetail: '/api/plane/order/detail',
  planeOrderPayQrcode: '/api/plane/order/pay/qrcode',
  planeOrderPayState: '/api/plane/order/pay/state',
  planeOrderSearch: '/api/plane/order/search',
  planeOrderCancel: '/api/plane/order/cancel',
  planeOrderRefund: '/api/plane/order/refund',
  planeFlightCalendar: '/api/plane/flight/calendar',
  planeCitySearch: '/api/plane/city/search',
  /** The flight booking rules in force (sale window, passenger ages). */
  planeRules: '/api/plane/rules',
  payNotify: '/api/pay/notify/:provider',
  paySandboxPage: '/sandbox/pay',
  paySandboxConfirm: '/sandbox/pay/confirm',
  planeOfficialBusinessSubmit: '/api/plane/cooperate/official/business/submit',
  trainTicketSearch: '/api/train/ticket/search',
  trainStationSearch: '/api/train/station/search',
  trainStopList: '/api/train/stop/list',
  trainPriceDetail: '/api/train/order/price/detail',
  trainOrderCreate: '/api/train/order/retail/create',
  trainOrderDetail: '/api/train/order/detail',
  trainOrderSearch: '/api/train/order/search',
  trainOrderCancel: '/api/train/order/cancel',
  trainOrderRefund: '/api/train/order/refund',
  /** The train booking rules in force (sale window, children's and students' tickets). */
  trainRules: '/api/train/rules',
  tourismItinerarySubmit: '/api/trourism/itinerary/submit',
  busCitySearch: '/api/bus/city/search',
  busScheduleSearch: '/api/bus/schedule/search',
  busOrderCreate: '/api/bus/order/create',
  busOrderDetail: '/api/bus/order/detail',
  busOrderSearch: '/api/bus/order/search',
  busOrderCancel: '/api/bus/order/cancel',
  busOrderRefund: '/api/bus/order/refund',
  /** The coach booking rules in force (sale window, half tickets). */
  busRules: '/api/bus/rules',
  /** Hotel destinations (city, district, landmark, hotel) by Chinese, pinyin or initials. */
  hotelDestinationSuggest: '/api/hotel/destination/suggest',
  hotelSearch: '/api/hotel/search',
  /** A hotel with its room types × rate plans priced for a stay. */
  hotelDetail: '/api/hotel/detail',
  hotelReviewList: '/api/hotel/review/list',
  hotelReviewSubmit: '/api/hotel/review/submit',
  hotelOrderCreate: '/api/hotel/order/create',
  hotelOrderDetail: '/api/hotel/order/detail',
  hotelOrderSearch: '/api/hotel/order/search',
  hotelOrderCancel: '/api/hotel/order/cancel',
  /** Cancels a paid or placed stay (退订) with the fee of its policy at that moment. */
  hotelOrderRefund: '/api/hotel/order/refund',
  visaApplicationSubmit: '/api/visa/application/submit',
} as const;

export type ApiPathValue = (typeof ApiPath)[keyof typeof ApiPath];
