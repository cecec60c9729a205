import { createRequire } from 'node:module';
import type { EntryKind, VisaRegion } from '@lvxing/shared';
import { readCsv } from '../../../lib/catalog/csv';
import { placePinyin } from '../../../lib/catalog/place-pinyin';
import { REGION_OF } from './data/regions';

const DATA_DIR = new URL('./data/', import.meta.url);

/** An entry rule for a PRC passport, before the site's product counts are added. */
export interface EntryRuleRow {
  code: string;
  name: string;
  pinyin: string;
  initials: string;
  region: VisaRegion;
  kind: EntryKind;
  days: number | null;
}

/**
 * Not visa destinations for a PRC citizen (通行证 plus 签注), and the passport's own country;
 * the data marks them `visa required` / `-1`.
 */
export const NOT_DESTINATIONS: ReadonlySet<string> = new Set(['CN', 'HK', 'MO', 'TW']);

const KIND_OF: Readonly<Record<string, EntryKind>> = {
  'visa free': 'VISA_FREE',
  'visa on arrival': 'ON_ARRIVAL',
  'e-visa': 'EVISA',
  eta: 'ETA',
  'visa required': 'REQUIRED',
  'no admission': 'NO_ADMISSION',
};

/** The data's value → kind and days: a number is 免签 for that many days. */
export function parseRequirement(value: string): { kind: EntryKind; days: number | null } {
  const v = value.trim().toLowerCase();
  if (/^\d+$/.test(v)) return { kind: 'VISA_FREE', days: Number(v) };
  const kind = KIND_OF[v];
  if (!kind) throw new Error(`visa data: unknown requirement "${value}"`);
  return { kind, days: null };
}

// read as data (JSON needs an import attribute in Node's ESM, which the bundle would have to keep)
const zh = createRequire(import.meta.url)('i18n-iso-countries/langs/zh.json') as {
  countries: Record<string, string | string[]>;
};
const names = zh.countries;

/** The Chinese name of an ISO code (i18n-iso-countries `zh`; its first name where it has several). */
export function countryName(code: string): string {
  const n = names[code];
  if (!n) throw new Error(`visa data: no Chinese name for ${code}`);
  return Array.isArray(n) ? (n[0] ?? code) : n;
}

/**
 * Every destination of `cn-passport-requirements.csv` but CN/HK/MO/TW, with its Chinese name,
 * pinyin and initials (pinyin-pro with the place-name fixes), region and rule, in pinyin order.
 * @throws Error on a code without a region or a name, or an unknown value (caught by the tests)
 */
export function loadEntryRules(): EntryRuleRow[] {
  const collator = new Intl.Collator('zh-CN');
  return readCsv(DATA_DIR, 'cn-passport-requirements.csv')
    .filter((r) => r.Passport === 'CN' && !NOT_DESTINATIONS.has(r.Destination ?? ''))
    .map((r) => {
      const code = r.Destination ?? '';
      const region = REGION_OF.get(code);
      if (!region) throw new Error(`visa data: no region for ${code}`);
      const name = countryName(code);
      return { code, name, ...placePinyin(name), region, ...parseRequirement(r.Requirement ?? '') };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
