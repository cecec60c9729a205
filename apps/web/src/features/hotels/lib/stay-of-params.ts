import { parseStayQuery } from './stay-query';
import type { StayAsked } from '../hooks/use-hotel-detail';

/** The stay of a hotel page's or booking page's address (the search's defaults fill the gaps). */
export function stayOfParams(params: URLSearchParams): StayAsked {
  const s = parseStayQuery(params);
  return {
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    rooms: s.rooms,
    adults: s.adults,
    childAges: s.childAges,
  };
}
