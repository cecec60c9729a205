import { useEffect, useState } from 'react';
import { loadHolidayMarks, type HolidayMarks } from './holidays';

/**
 * The holiday marks of the days `from`…`to` (`YYYY-MM-DD`), once their years' schedules have
 * loaded (null until then: the days show without marks for a moment).
 */
export function useHolidayMarks(from: string, to: string): HolidayMarks | null {
  const [first, last] = [from.slice(0, 4), to.slice(0, 4)];
  const years = `${first}–${last}`;
  const [loaded, setLoaded] = useState<{ years: string; mark: HolidayMarks } | null>(null);
  useEffect(() => {
    let live = true;
    void loadHolidayMarks(`${first}-01-01`, `${last}-12-31`).then(
      (mark) => live && setLoaded({ years: `${first}–${last}`, mark }),
    );
    return () => {
      live = false;
    };
  }, [first, last]);
  return loaded?.years === years ? loaded.mark : null;
}
