/**
 * Chinese names of the ISO 3166-1 countries: the `zh` locale of i18n-iso-countries, its data
 * only (the library's lookups are not needed to list them, and its CommonJS code would put a
 * module-format runtime in the app's entry). Loaded on demand where a passport is shown or
 * typed (the 常用旅客 page, an international flight's passengers: use-country-names.ts), never
 * with a first render.
 */
import zh from 'i18n-iso-countries/langs/zh.json';

// the regions' names as Chinese documents print them (the locale has the bare 香港, 澳门)
const OWN_NAMES: Record<string, string> = { HK: '中国香港', MO: '中国澳门' };

export interface Country {
  code: string;
  name: string;
}

/** Every country by alpha-2 code with its Chinese name: 中国 first, then in pinyin order. */
export function countryList(): Country[] {
  const names: Record<string, string> = { ...zh.countries, ...OWN_NAMES };
  const byPinyin = new Intl.Collator('zh-CN');
  const list = Object.entries(names)
    .filter(([code]) => code !== 'CN')
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => byPinyin.compare(a.name, b.name));
  return [{ code: 'CN', name: names.CN ?? '中国' }, ...list];
}
