// The sight lists as one table with stable ids.
import { hashString } from '../../../lib/catalog/prng';
import { ASIA_SIGHTS } from './data/sights-asia';
import { EAST_SIGHTS } from './data/sights-east';
import { FAR_SIGHTS } from './data/sights-far';
import { NORTH_SIGHTS } from './data/sights-north';
import { SOUTH_SIGHTS } from './data/sights-south';
import { WEST_SIGHTS } from './data/sights-west';
import type { SightGroup } from './sight-rows';
import type { Sight, TourScope } from './types';

/** A sight's id: `S` and the base-36 hash of its city and name (stable when lists grow). */
export const sightIdOf = (city: string, name: string) =>
  `S${hashString(`${city}|${name}`).toString(36).padStart(7, '0')}`;

function fromGroups(groups: readonly SightGroup[], scope: TourScope): Sight[] {
  return groups.flatMap((g) =>
    g.rows.map(([name, city, hours, lat, lng, desc]) => ({
      id: sightIdOf(city, name),
      name,
      city,
      province: g.province,
      scope,
      desc,
      hours,
      lat,
      lng,
    })),
  );
}

/** Every sight: domestic (by region, north to west) then outbound (Asia, then further away). */
export function loadSights(): Sight[] {
  return [
    ...fromGroups([...NORTH_SIGHTS, ...EAST_SIGHTS, ...SOUTH_SIGHTS, ...WEST_SIGHTS], 'DOMESTIC'),
    ...fromGroups([...ASIA_SIGHTS, ...FAR_SIGHTS], 'OUTBOUND'),
  ];
}
