import type { VisaEntries, VisaType } from '@lvxing/shared';
import type { NetworkName } from './consulates';

/**
 * One visa offer of a destination, sold once per 领区 of its network (示例数据: terms as agencies
 * usually publish them, prices in yuan, entered by hand 2026-11-27; 以使馆最新要求为准).
 */
export interface Offer {
  country: string;
  network: NetworkName;
  type: VisaType;
  entries: VisaEntries;
  validityDays: number;
  stayDays: number;
  processing: readonly [number, number];
  interview: boolean;
  fingerprints: boolean;
  /** Apply at most this many days before departure, and at least… */
  apply: readonly [number, number];
  /** 使馆签证费, 签证中心服务费, 代办服务费, yuan. */
  fees: readonly [number, number, number];
  /** A Schengen short-stay (C) visa: the checklist adds its itinerary, bookings and insurance. */
  schengen?: boolean;
}

type Terms = Omit<Offer, 'country' | 'network'>;

const schengenTourist: Terms = {
  type: 'TOURIST',
  entries: 'SINGLE',
  validityDays: 90,
  stayDays: 30,
  processing: [5, 15],
  interview: false,
  fingerprints: true,
  apply: [180, 15],
  fees: [700, 230, 300],
  schengen: true,
};
const schengenBusiness: Terms = {
  ...schengenTourist,
  type: 'BUSINESS',
  entries: 'MULTIPLE',
  validityDays: 180,
  stayDays: 90,
  fees: [700, 230, 400],
};

const SCHENGEN: readonly [string, NetworkName, boolean][] = [
  ['FR', 'FR', true],
  ['DE', 'DE', true],
  ['IT', 'FOUR', true],
  ['ES', 'THREE', true],
  ['NL', 'FOUR', false],
  ['CH', 'FOUR', true],
  ['AT', 'THREE', false],
  ['BE', 'THREE', false],
  ['GR', 'THREE', false],
  ['PT', 'THREE', false],
  ['CZ', 'THREE', false],
  ['HU', 'FOUR', false],
  ['DK', 'THREE', false],
  ['SE', 'THREE', false],
  ['NO', 'THREE', false],
  ['FI', 'THREE', false],
  ['PL', 'THREE', false],
];

/**
 * The other offers, one a line: country, network, type, entries, validity/stay days, processing
 * working days, I (interview) and F (fingerprints) or -, apply earliest-latest days before
 * departure, fees 使馆/中心/代办 in yuan.
 */
const TABLE = `
US US    TOURIST  MULTIPLE 3650/180 3-10  IF 365-30 1330/0/400
US US    BUSINESS MULTIPLE 3650/180 3-10  IF 365-30 1330/0/500
US US    VISIT    MULTIPLE 3650/180 3-10  IF 365-30 1330/0/400
GB ALL   TOURIST  MULTIPLE 180/180  15-15 F  90-21  1100/450/300
GB ALL   TOURIST  MULTIPLE 730/180  15-15 F  90-21  4300/450/300
GB ALL   BUSINESS MULTIPLE 180/180  15-15 F  90-21  1100/450/400
CA ALL   TOURIST  MULTIPLE 3650/180 20-40 F  180-45 1000/250/300
CA ALL   VISIT    MULTIPLE 3650/180 20-40 F  180-45 1000/250/300
AU ALL   TOURIST  MULTIPLE 365/90   10-25 F  180-30 950/300/300
AU ALL   BUSINESS MULTIPLE 365/90   10-25 F  180-30 950/300/400
NZ ALL   TOURIST  MULTIPLE 270/90   15-25 -  180-30 900/0/300
JP JP    TOURIST  SINGLE   90/15    5-7   -  90-10  200/0/150
JP JP    TOURIST  MULTIPLE 1095/30  5-7   -  90-10  400/0/300
JP JP    TOURIST  MULTIPLE 1825/90  5-7   -  90-10  400/0/400
JP JP    BUSINESS SINGLE   90/15    5-7   -  90-10  200/0/200
KR KR    TOURIST  SINGLE   90/90    5-8   -  90-10  290/150/150
KR KR    TOURIST  MULTIPLE 1825/30  5-8   -  90-10  580/150/300
IN THREE TOURIST  SINGLE   90/90    5-10  F  120-15 650/200/200
IN THREE BUSINESS MULTIPLE 365/180  5-10  F  120-15 900/200/300
VN ALL   TOURIST  SINGLE   90/90    3-5   -  90-5   185/0/120
VN ALL   TOURIST  MULTIPLE 90/90    3-5   -  90-5   370/0/150
TR ALL   TOURIST  SINGLE   180/30   2-5   -  90-5   440/0/120
ZA ALL   TOURIST  SINGLE   90/30    5-10  -  90-15  290/0/200
IL ALL   TOURIST  SINGLE   90/90    3-7   -  90-10  180/0/150
MX THREE TOURIST  MULTIPLE 1825/180 5-15  IF 180-30 330/0/300
BR THREE TOURIST  MULTIPLE 1825/90  5-10  -  90-15  620/150/300
AR THREE TOURIST  SINGLE   90/90    10-15 -  90-20  1100/0/400
PE THREE TOURIST  SINGLE   183/90   5-10  -  90-15  210/0/300
PH FOUR  TOURIST  SINGLE   90/30    4-7   -  90-10  200/150/150
IE TWO   TOURIST  SINGLE   90/90    10-20 F  90-30  480/250/300
`;

const pair = (text: string | undefined, sep: string): [number, number] => {
  const [a, b] = (text ?? '').split(sep).map(Number);
  return [a ?? NaN, b ?? NaN];
};

/** One line of TABLE as an offer. @throws Error on a malformed line (caught by the tests) */
function offerOf(line: string): Offer {
  const [country, network, type, entries, stay, processing, flags, apply, fees] = line.split(/\s+/);
  const money = (fees ?? '').split('/').map(Number);
  const [validityDays, stayDays] = pair(stay, '/');
  const offer: Offer = {
    country: country ?? '',
    network: network as NetworkName,
    type: type as VisaType,
    entries: entries as VisaEntries,
    validityDays,
    stayDays,
    processing: pair(processing, '-'),
    interview: flags?.includes('I') ?? false,
    fingerprints: flags?.includes('F') ?? false,
    apply: pair(apply, '-'),
    fees: [money[0] ?? NaN, money[1] ?? NaN, money[2] ?? NaN],
  };
  if (
    [validityDays, stayDays, ...offer.processing, ...offer.apply, ...offer.fees].some(Number.isNaN)
  )
    throw new Error(`visa offers: bad line "${line}"`);
  return offer;
}

const OTHERS = TABLE.trim().split('\n').map(offerOf);

/** Every offer: the Schengen countries' (a business offer where the network is large), then the others. */
export const OFFERS: readonly Offer[] = [
  ...SCHENGEN.flatMap(([country, network, business]) => [
    { country, network, ...schengenTourist },
    ...(business ? [{ country, network, ...schengenBusiness }] : []),
  ]),
  ...OTHERS,
];
