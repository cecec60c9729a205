import { useEffect, useState } from 'react';
import type { Country } from './country-names';

let loaded: Promise<Country[]> | undefined;

/** The country list, loaded once a page (its own chunk: the names are ~8 KB gzip). */
function loadCountries(): Promise<Country[]> {
  loaded ??= import('./country-names').then((m) => m.countryList());
  return loaded;
}

/**
 * The countries with their Chinese names once `wanted` (a passport shown or edited), else null
 * (while loading too): callers show the code until then.
 */
export function useCountryNames(wanted: boolean): Country[] | null {
  const [list, setList] = useState<Country[] | null>(null);
  useEffect(() => {
    if (!wanted || list) return undefined;
    let live = true;
    loadCountries().then(
      (l) => live && setList(l),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, list]);
  return list;
}

/** A country's Chinese name from the list, else its code (中国 for CN). */
export function countryName(list: Country[] | null, code: string): string {
  return list?.find((c) => c.code === code)?.name ?? (code === 'CN' ? '中国' : code);
}
