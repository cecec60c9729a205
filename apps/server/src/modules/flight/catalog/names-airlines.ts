/**
 * Airline name fixes on top of airline_names_zh.csv. Its full names end in 公司 (stripped in
 * code) and many short names are cut to four characters (阿联酋航, 菲律宾宿), so short names are
 * taken from the seed only when they end in 航空 or 国航; otherwise from here.
 */
export const AIRLINE_NAMES: Readonly<Record<string, { nameZh?: string; shortZh: string }>> = {
  // China; 9C appears as "China SSS" in OpenFlights, KN twice (KN and HR)
  '9C': { nameZh: '春秋航空', shortZh: '春秋航空' },
  HO: { nameZh: '吉祥航空', shortZh: '吉祥航空' },
  '8L': { nameZh: '云南祥鹏航空', shortZh: '祥鹏航空' },
  KN: { nameZh: '中国联合航空', shortZh: '中国联航' },
  KY: { nameZh: '昆明航空', shortZh: '昆明航空' },
  CN: { nameZh: '大新华航空', shortZh: '大新华航空' },
  DZ: { nameZh: '东海航空', shortZh: '东海航空' },
  // Hong Kong, Taiwan
  CX: { nameZh: '国泰航空', shortZh: '国泰航空' },
  UO: { shortZh: '香港快运' },
  CI: { nameZh: '中华航空', shortZh: '中华航空' },
  BR: { nameZh: '长荣航空', shortZh: '长荣航空' },
  AE: { nameZh: '华信航空', shortZh: '华信航空' },
  B7: { nameZh: '立荣航空', shortZh: '立荣航空' },
  // foreign carriers
  NH: { nameZh: '全日空航空', shortZh: '全日空' },
  KL: { shortZh: '荷兰皇家航空' },
  UA: { shortZh: '美联航' },
  VN: { nameZh: '越南航空', shortZh: '越南航空' },
  FD: { shortZh: '泰国亚航' },
  S7: { shortZh: '西伯利亚航空' },
  DL: { nameZh: '达美航空', shortZh: '达美航空' },
  SQ: { shortZh: '新加坡航空' },
  AA: { nameZh: '美国航空', shortZh: '美国航空' },
  '5J': { nameZh: '宿务太平洋航空', shortZh: '宿务太平洋航空' },
  LH: { nameZh: '汉莎航空', shortZh: '汉莎航空' },
  MH: { shortZh: '马来西亚航空' },
  EY: { nameZh: '阿提哈德航空', shortZh: '阿提哈德航空' },
  PR: { shortZh: '菲律宾航空' },
  SU: { shortZh: '俄罗斯航空' },
  GA: { nameZh: '印度尼西亚鹰航空', shortZh: '印尼鹰航' },
  TZ: { nameZh: '酷航', shortZh: '酷航' },
  QR: { shortZh: '卡塔尔航空' },
  '3K': { shortZh: '捷星亚洲航空' },
  AC: { shortZh: '加拿大航空' },
  EK: { shortZh: '阿联酋航空' },
  AZ: { shortZh: '意大利航空' },
  D7: { nameZh: '全亚洲航空', shortZh: '全亚洲航空' },
  ET: { shortZh: '埃塞俄比亚航空' },
  KC: { shortZh: '阿斯塔纳航空' },
  NZ: { shortZh: '新西兰航空' },
  TK: { shortZh: '土耳其航空' },
  UL: { shortZh: '斯里兰卡航空' },
  VS: { nameZh: '维珍航空', shortZh: '维珍航空' },
  MM: { nameZh: '乐桃航空', shortZh: '乐桃航空' },
  ZE: { nameZh: '易斯达航空', shortZh: '易斯达航空' },
  U6: { nameZh: '乌拉尔航空', shortZh: '乌拉尔航空' },
  K6: { shortZh: '吴哥航空' },
  KQ: { shortZh: '肯尼亚航空' },
  LJ: { nameZh: '真航空', shortZh: '真航空' },
  LX: { shortZh: '瑞士航空' },
  MK: { shortZh: '毛里求斯航空' },
  MR: { nameZh: '匈奴航空', shortZh: '匈奴航空' },
  PG: { nameZh: '曼谷航空', shortZh: '曼谷航空' },
  '7C': { nameZh: '济州航空', shortZh: '济州航空' },
  BI: { shortZh: '文莱皇家航空' },
  HA: { shortZh: '夏威夷航空' },
  HY: { shortZh: '乌兹别克斯坦航空' },
  JS: { nameZh: '高丽航空', shortZh: '高丽航空' },
  LY: { shortZh: '以色列航空' },
  MD: { shortZh: '马达加斯加航空' },
  OM: { nameZh: '蒙古航空', shortZh: '蒙古航空' },
  PK: { nameZh: '巴基斯坦国际航空', shortZh: '巴基斯坦航空' },
  QH: { shortZh: '吉尔吉斯斯坦航空' },
  R3: { nameZh: '雅库特航空', shortZh: '雅库特航空' },
  SV: { nameZh: '沙特阿拉伯航空', shortZh: '沙特航空' },
  TW: { nameZh: '德威航空', shortZh: '德威航空' },
  W5: { nameZh: '马汉航空', shortZh: '马汉航空' },
  // OpenFlights HZ is SAT Airlines, today Aurora; the seed's 海参崴航空 is another airline
  HZ: { nameZh: '极光航空', shortZh: '极光航空' },
  '8M': { shortZh: '缅甸国际航空' },
  AH: { shortZh: '阿尔及利亚航空' },
  AM: { shortZh: '墨西哥航空' },
  BG: { nameZh: '孟加拉航空', shortZh: '孟加拉航空' },
  DT: { shortZh: '安哥拉航空' },
  IR: { shortZh: '伊朗航空' },
  J2: { shortZh: '阿塞拜疆航空' },
  PX: { nameZh: '新几内亚航空', shortZh: '新几内亚航空' },
  RA: { shortZh: '尼泊尔航空' },
  RJ: { shortZh: '约旦皇家航空' },
  Y7: { nameZh: '北方之星航空', shortZh: '北方之星航空' },
  FJ: { nameZh: '斐济航空', shortZh: '斐济航空' },
};

/** Airlines merged since 2014: their routes are flown under the surviving code. */
export const AIRLINE_REMAP: Readonly<Record<string, string>> = {
  KA: 'CX', // Dragonair → Cathay Pacific (2020)
  US: 'AA', // US Airways → American Airlines (2015)
  TR: 'TZ', // Tigerair → Scoot (2017)
  MI: 'SQ', // SilkAir → Singapore Airlines (2021)
};

/**
 * Airlines dropped: defunct since the 2014 snapshot, or whose IATA code in the seed names a
 * different airline than the one flying the routes (LV, see data/README caveat on reused codes).
 */
export const AIRLINES_DROPPED: ReadonlySet<string> = new Set([
  'GE', // TransAsia, ceased 2016
  'AB', // Air Berlin, ceased 2017
  'UN', // Transaero, ceased 2015
  '9W', // Jet Airways, ceased 2019
  'OX', // Orient Thai, ceased 2018
  'FE', // Far Eastern Air Transport, ceased 2019
  'JJ', // TAM, now LATAM
  'LV', // Mega Maldives, ceased 2020 (OpenFlights LV: Albanian Airlines)
  'Z2', // Zest Air, now AirAsia Philippines
  'JW', // Vanilla Air, ceased 2019
]);

/** Low-cost carriers: economy only, no free meal. */
export const LOW_COST: ReadonlySet<string> = new Set([
  '9C',
  'KN',
  'AK',
  'FD',
  'D7',
  'TZ',
  'MM',
  '5J',
  'UO',
  '7C',
  'BX',
  'ZE',
  'LJ',
  'TW',
  '3K',
]);

/** Full-service Chinese carriers whose narrow-bodies sell 头等舱 F (others sell 公务舱 C). */
export const NARROW_BODY_FIRST: ReadonlySet<string> = new Set([
  'CA',
  'MU',
  'CZ',
  'FM',
  'MF',
  'ZH',
  'SC',
]);
