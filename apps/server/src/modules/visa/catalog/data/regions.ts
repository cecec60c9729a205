import type { VisaRegion } from '@lvxing/shared';

/**
 * The continent of every destination in the entry data, by ISO alpha-2 code: a hand list as
 * Chinese travel sites group them. Central America and the Caribbean are 北美洲; the South
 * Caucasus, Türkiye and Central Asia are 亚洲 (Chinese geography's 西亚 and 中亚); Russia and
 * Cyprus (an EU member, sold with Europe) are 欧洲. catalog.test.ts checks every row has one.
 */
const BY_REGION: Readonly<Record<VisaRegion, string>> = {
  ASIA:
    'AE AF AM AZ BD BH BN BT GE ID IL IN IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MV MY NP ' +
    'OM PH PK PS QA SA SG SY TH TJ TL TM TR UZ VN YE',
  EUROPE:
    'AD AL AT BA BE BG BY CH CY CZ DE DK EE ES FI FR GB GR HR HU IE IS IT LI LT LU LV MC MD ME ' +
    'MK MT NL NO PL PT RO RS RU SE SI SK SM UA VA XK',
  AFRICA:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML ' +
    'MR MU MW MZ NA NE NG RW SC SD SL SN SO SS ST SZ TD TG TN TZ UG ZA ZM ZW',
  NORTH_AMERICA: 'AG BB BS BZ CA CR CU DM DO GD GT HN HT JM KN LC MX NI PA SV TT US VC',
  SOUTH_AMERICA: 'AR BO BR CL CO EC GY PE PY SR UY VE',
  OCEANIA: 'AU FJ FM KI MH NR NZ PG PW SB TO TV VU WS',
};

/** Region by ISO alpha-2 code. */
export const REGION_OF: ReadonlyMap<string, VisaRegion> = new Map(
  (Object.entries(BY_REGION) as [VisaRegion, string][]).flatMap(([region, codes]) =>
    codes.split(' ').map((code) => [code, region] as const),
  ),
);
