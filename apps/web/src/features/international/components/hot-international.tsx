import { useEffect, useState } from 'react';
import type { FlightCity } from '@lvxing/shared';
import { searchCities } from '@/components/city-picker/search-cities';

/** Hot international cities (planeCitySearch, empty keyword, international scope). */
export function HotInternational({ onPick }: { onPick: (city: FlightCity) => void }) {
  const [cities, setCities] = useState<FlightCity[] | null>(null);
  useEffect(() => {
    let live = true;
    searchCities('', 'international').then(
      (list) => live && setCities(list),
      () => live && setCities([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <section className="card intl-hot" aria-labelledby="intl-hot-title">
      <h2 id="intl-hot-title">热门国际·港澳台城市</h2>
      {cities === null && <p className="intl-hot__hint">加载中…</p>}
      <ul className="intl-hot__list" data-testid="intl-hot-cities">
        {cities?.map((c) => (
          <li key={c.code}>
            <button type="button" onClick={() => onPick(c)}>
              <strong>{c.nameZh}</strong>
              <small>{c.countryZh}</small>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
