// The calls measured by bench/api.mjs, with varied bodies: flight search (city pairs × dates),
// train search, hotel search (cities × dates × stays × filters), the low-price calendar, order creation (distinct members, enough seats) and the
// pay-state poll.

/** `YYYY-MM-DD` `n` days from today on the Beijing calendar. */
export const day = (n) =>
  new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

async function post(url, path, body, token) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return res.json();
}

/**
 * A valid resident ID (GB 11643 check character), distinct for every `n` below 5,040,000:
 * `n` is spelled in mixed radix as sequence (1000), birth day (28), month (12), year (15).
 */
function residentId(n) {
  const seq = n % 1000;
  const d = 1 + (Math.floor(n / 1000) % 28);
  const m = 1 + (Math.floor(n / 28_000) % 12);
  const y = 1975 + (Math.floor(n / 336_000) % 15);
  const body = `110105${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}${String(seq).padStart(3, '0')}`;
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, dg, i) => s + Number(dg) * w[i], 0);
  return body + '10X98765432'[sum % 11];
}

export const FLIGHT_PAIRS = [
  ['CBJS', 'CSHA'],
  ['CSHA', 'CBJS'],
  ['CBJS', 'CAN'],
  ['CAN', 'CBJS'],
  ['CSHA', 'SZX'],
  ['CCTU', 'CBJS'],
  ['CAN', 'CSHA'],
  ['HGH', 'CBJS'],
  ['CKG', 'CSHA'],
  ['CSHA', 'CCTU'],
];
export const TRAIN_PAIRS = [
  ['北京', '上海'],
  ['上海', '南京'],
  ['广州', '深圳'],
  ['北京', '广州'],
  ['上海', '杭州'],
  ['成都', '重庆'],
  ['武汉', '长沙'],
  ['西安', '郑州'],
];

/** Filters and sorts the hotel search mix cycles through (one per body, most without filters). */
const HOTEL_VARIANTS = [
  {},
  {},
  { sort: 'PRICE_ASC' },
  { sort: 'SCORE' },
  { filters: { stars: [4, 5] } },
  { filters: { freeCancel: true, breakfast: true } },
  { filters: { priceMaxFen: 40_000 }, sort: 'PRICE_ASC' },
  { filters: { payAtHotel: true, minScore: 4.5 } },
  { filters: { facilities: ['PARKING'] }, page: 2 },
  { sort: 'DISTANCE' },
];

/**
 * Hotel search over the 30 hot cities (from the suggest call) × check-in 1–90 days ahead × 1–4
 * nights × 1–2 rooms × the variants above: about 10,800 distinct bodies in random order, so a
 * cache of recent answers cannot answer most of them.
 */
function hotelSearch(url) {
  const bodies = [];
  return {
    name: 'hotel-search',
    path: '/api/hotel/search',
    async prepare() {
      const s = await post(url, '/api/hotel/destination/suggest', { keyword: '', limit: 30 });
      const cities = s.data.items.map((c) => c.id);
      for (const [ci, cityCode] of cities.entries()) {
        for (let d = 1; d <= 90; d += 1) {
          for (const [vi, variant] of HOTEL_VARIANTS.entries()) {
            const nights = 1 + ((ci + d + vi) % 4);
            const rooms = 1 + ((d + vi) % 2);
            bodies.push(
              JSON.stringify({
                cityCode,
                checkIn: day(d),
                checkOut: day(d + nights),
                rooms,
                adults: rooms,
                ...variant,
              }),
            );
          }
        }
      }
      bodies.sort(() => Math.random() - 0.5);
    },
    bodies: () => ({ body: bodies[Math.floor(Math.random() * bodies.length)] }),
  };
}

const TOUR_KEYWORDS = [
  '',
  '三亚',
  '桂林',
  '云南',
  '日本',
  '泰国',
  '西安',
  '新疆',
  '欧洲',
  '张家界',
];
const TOUR_VARIANTS = [
  {},
  { tourType: 'GROUP' },
  { tourType: 'FREE', sort: 'PRICE_ASC' },
  { pureFun: true, sort: 'SCORE' },
  { tourScope: 'OUTBOUND', daysMin: 5 },
  { departureCity: '上海', priceMaxFen: 500_000 },
];

/**
 * Tour search: destinations × the next six months × the variants above (360 bodies): each
 * prices every matching product from its departures on sale in the month.
 */
function tourSearch() {
  const months = [0, 30, 60, 90, 120, 150].map((d) => day(d).slice(0, 7));
  return {
    name: 'tour-search',
    path: '/api/tour/search',
    bodies: TOUR_KEYWORDS.flatMap((keyword) =>
      months.flatMap((month) => TOUR_VARIANTS.map((v) => JSON.stringify({ keyword, month, ...v }))),
    ),
  };
}

/** Rental pick-up places: city codes (all their stores) of the largest cities, and single stores. */
const CAR_PLACES = [
  { pickupCityCode: '310100' },
  { pickupCityCode: '110100' },
  { pickupCityCode: '440100' },
  { pickupCityCode: '440300' },
  { pickupStoreId: 'CS310100-03' },
  { pickupStoreId: 'CS110100-01' },
];
const CAR_VARIANTS = [
  {},
  { sort: 'DAILY' },
  { gearbox: 'AUTO', seatsMin: 5 },
  { freeCancel: true, depositFree: true },
  { energy: 'ELECTRIC' },
];

/** Rental search: places × pick-up days (1–60) × 1–7 days × filter/sort variants. */
function carSearch() {
  const bodies = [];
  for (const place of CAR_PLACES) {
    for (const d of [1, 5, 9, 14, 21, 30, 45, 60]) {
      for (const len of [1, 3, 7]) {
        for (const v of CAR_VARIANTS) {
          const pickupAt = `${day(d)} 10:00`;
          const returnAt = `${day(d + len)} 10:00`;
          bodies.push(JSON.stringify({ ...place, pickupAt, returnAt, ...v }));
        }
      }
    }
  }
  return { name: 'car-search', path: '/api/car/rental/search', bodies };
}

/** Scenarios for a running server; `tokens` are access tokens of distinct members. */
export async function scenarios(url, tokens) {
  const list = [];
  const dates = [1, 4, 7, 10, 13, 16, 19, 22, 25, 28];
  list.push({
    name: 'flight-search',
    path: '/api/plane/flight/search',
    bodies: FLIGHT_PAIRS.flatMap(([from, to]) =>
      dates.map((d) => JSON.stringify({ from, to, date: day(d) })),
    ),
  });
  const trainProbe = await post(url, '/api/train/ticket/search', {
    from: '北京',
    to: '上海',
    date: day(2),
  });
  if (trainProbe.code === 200) {
    list.push({
      name: 'train-search',
      path: '/api/train/ticket/search',
      bodies: TRAIN_PAIRS.flatMap(([from, to]) =>
        [1, 3, 5, 7, 9, 11, 13].map((d) => JSON.stringify({ from, to, date: day(d) })),
      ),
    });
  }
  list.push(hotelSearch(url));
  list.push(tourSearch());
  list.push(carSearch());
  list.push({
    name: 'calendar',
    path: '/api/plane/flight/calendar',
    bodies: FLIGHT_PAIRS.map(([from, to]) =>
      JSON.stringify({ from, to, startDate: day(0), days: 31 }),
    ),
  });

  // order creation: offers on many flights so seats never run out, one passenger each
  const offers = [];
  let seq = 0;
  list.push({
    name: 'order-create',
    path: '/api/plane/order/vendor/price/book',
    async prepare() {
      for (const [from, to] of FLIGHT_PAIRS) {
        for (const d of [9, 11, 14, 17, 20]) {
          const s = await post(url, '/api/plane/flight/search', { from, to, date: day(d) });
          for (const f of s.data.outbound.flights.slice(0, 6)) {
            const v = await post(url, '/api/plane/flight/vendor/price/list', {
              flightNo: f.flightNo,
              date: day(d),
              cabin: 'Y',
            });
            if (v.data?.offers?.[0]) offers.push(v.data.offers[0].offerId);
          }
        }
      }
    },
    /** Seats left per offer as the site shows them now (vendor price list), by offer id. */
    async seatsLeft() {
      const out = new Map();
      for (const offerId of offers) {
        const [flightNo, date, cabin] = offerId.split('.');
        const v = await post(url, '/api/plane/flight/vendor/price/list', { flightNo, date, cabin });
        out.set(offerId, v.data.offers[0].seatsLeft);
      }
      return out;
    },
    bodies: () => {
      const n = seq++;
      return {
        body: JSON.stringify({
          offerId: offers[n % offers.length],
          passengers: [{ name: '张三', idType: '1', idNo: residentId(n) }],
          contact: { name: '张三', mobile: '13800138000' },
        }),
        headers: { token: tokens[n % tokens.length] },
      };
    },
  });

  // pay-state polling of unpaid orders by their owners (16001 is the normal answer)
  const owned = [];
  list.push({
    name: 'pay-state',
    path: '/api/plane/order/pay/state',
    okCodes: [200, 16001],
    async prepare() {
      const s = await post(url, '/api/plane/flight/search', {
        from: 'CSHA',
        to: 'CAN',
        date: day(24),
      });
      const f = s.data.outbound.flights[0];
      const v = await post(url, '/api/plane/flight/vendor/price/list', {
        flightNo: f.flightNo,
        date: day(24),
        cabin: 'Y',
      });
      for (const [i, token] of tokens.slice(0, 100).entries()) {
        const b = await post(
          url,
          '/api/plane/order/vendor/price/book',
          {
            offerId: v.data.offers[0].offerId,
            passengers: [{ name: '李四', idType: '1', idNo: residentId(900_000 + i) }],
            contact: { name: '李四', mobile: '13800138000' },
          },
          token,
        );
        if (b.code === 200) owned.push({ orderNo: b.data.orderNo, token });
      }
    },
    bodies: () => {
      const o = owned[Math.floor(Math.random() * owned.length)];
      return { body: JSON.stringify({ orderNo: o.orderNo }), headers: { token: o.token } };
    },
  });
  return list;
}
