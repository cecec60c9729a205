import type { EntryRule, VisaCard, VisaDetail, VisaEntrySearchResult } from '@lvxing/shared';

const rule = (
  code: string,
  name: string,
  pinyin: string,
  initials: string,
  more: Partial<EntryRule>,
) =>
  ({
    code,
    name,
    pinyin,
    initials,
    region: 'ASIA',
    kind: 'REQUIRED',
    days: null,
    products: 0,
    ...more,
  }) as EntryRule;

/** A short answer of /api/visa/entry/search (the shapes of the server's). */
export const entries: VisaEntrySearchResult = {
  items: [
    rule('JP', '日本', 'riben', 'rb', { kind: 'EVISA', products: 2 }),
    rule('TH', '泰国', 'taiguo', 'tg', { kind: 'VISA_FREE', days: 60 }),
    rule('FR', '法国', 'faguo', 'fg', { region: 'EUROPE', products: 1 }),
    rule('US', '美国', 'meiguo', 'mg', { region: 'NORTH_AMERICA', products: 1 }),
  ],
  dataDate: '2026-02-17',
  source: 'Passport Index 数据集（passportindex.org，imorte/passport-index-data，MIT 许可）',
  excludedNote:
    '中国香港、中国澳门、中国台湾不属于签证目的地：内地居民前往需办理通行证及相应签注。',
  changeNote: '入境政策可能随时调整，以使馆最新要求为准。',
};

const card = (code: string, city: string): VisaCard => ({
  code,
  country: 'JP',
  countryName: '日本',
  title: `日本旅游签证·单次入境（${city}领区）`,
  visaType: 'TOURIST',
  entries: 'SINGLE',
  form: 'EVISA',
  validityDays: 90,
  stayDays: 15,
  processingDays: { min: 5, max: 7 },
  interview: false,
  fingerprints: false,
  consulateCity: city,
  totalFen: 35_000,
});

export const japanCards = [card('VJP01BJS', '北京'), card('VJP01SHA', '上海')];

export const japanDetail: VisaDetail = {
  ...card('VJP01SHA', '上海'),
  embassyFeeFen: 20_000,
  centreFeeFen: 0,
  serviceFeeFen: 15_000,
  earliestDaysBefore: 90,
  latestDaysBefore: 10,
  refunds: [
    { stage: 'BEFORE_REVIEW', label: '提交材料前取消', refundFen: 15_000 },
    { stage: 'IN_REVIEW', label: '材料审核中取消', refundFen: 7_500 },
    { stage: 'SUBMITTED', label: '已送签后取消', refundFen: 0 },
    { stage: 'REFUSED', label: '拒签', refundFen: 7_500 },
  ],
  districts: [
    {
      city: '北京',
      consulate: '日本驻华大使馆',
      provinces: [{ code: '11', name: '北京市' }],
      productCode: 'VJP01BJS',
    },
    {
      city: '上海',
      consulate: '日本驻上海总领事馆',
      provinces: [
        { code: '31', name: '上海市' },
        { code: '32', name: '江苏省' },
      ],
      productCode: 'VJP01SHA',
    },
  ],
  notes: ['入境政策可能随时调整，以使馆最新要求为准。'],
  sampleDate: '2026-11-27',
  entryKind: 'EVISA',
};
