import { useEffect, useState } from 'react';
import type { FlightCity } from '@lvxing/shared';
import { searchCities, type CityScope } from './search-cities';

export const CITY_SEARCH_DEBOUNCE_MS = 250;

/** Cities matching `keyword` (debounced); hot cities when the keyword is empty. */
export function useCitySearch(keyword: string, scope: CityScope, enabled: boolean) {
  const [result, setResult] = useState<{ key: string; cities: FlightCity[] } | null>(null);
  const trimmed = keyword.trim();
  const key = `${scope}:${trimmed}`;

  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    const id = window.setTimeout(
      () => {
        searchCities(trimmed, scope).then(
          (cities) => live && setResult({ key, cities }),
          () => live && setResult({ key, cities: [] }),
        );
      },
      trimmed ? CITY_SEARCH_DEBOUNCE_MS : 0,
    );
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [enabled, key, scope, trimmed]);

  const fresh = result?.key === key;
  return { cities: fresh ? result.cities : [], loading: enabled && !fresh };
}
