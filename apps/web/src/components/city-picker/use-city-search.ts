import type { FlightCity } from '@lvxing/shared';
import { SEARCH_DEBOUNCE_MS, useSearchList } from '../use-search-list';
import { searchCities, type CityScope } from './search-cities';

export const CITY_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

/** Cities matching `keyword` (debounced); hot cities when the keyword is empty. */
export function useCitySearch(keyword: string, scope: CityScope, enabled: boolean) {
  const trimmed = keyword.trim();
  const { items, loading } = useSearchList<FlightCity>(
    `${scope}:${trimmed}`,
    () => searchCities(trimmed, scope),
    enabled,
    trimmed ? CITY_SEARCH_DEBOUNCE_MS : 0,
  );
  return { cities: items, loading };
}
