import {
  ApiPath,
  BOOKING_RULES_AS_SEEDED,
  type BusBookingRules,
  type FlightBookingRules,
  type TrainBookingRules,
} from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { browserQueryClient, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { rulesKeys } from '@/lib/query-keys';

/** The booking rules of each kind, as the server serves them (packages/shared booking-rules). */
export interface BookingRulesOf {
  train: TrainBookingRules;
  bus: BusBookingRules;
  flight: FlightBookingRules;
}
export type RulesKind = keyof BookingRulesOf;

const PATH: Record<RulesKind, string> = {
  train: ApiPath.trainRules,
  bus: ApiPath.busRules,
  flight: ApiPath.planeRules,
};

/**
 * Served rules are kept for the page's life (they change on a dated rule's day, and the server
 * checks every search and booking anyway); a failed call is not kept, so the next form asks again.
 */
const RULES_QUERY = { staleTime: Infinity, gcTime: Infinity } as const;

/** POST /api/<kind>/rules, silent (no loading overlay). */
function fetchRules<K extends RulesKind>(kind: K): Promise<BookingRulesOf[K]> {
  return post<BookingRulesOf[K]>(PATH[kind], {}, { silent: true, ...QUERY_REQUEST });
}

/**
 * The rules of a kind known so far, for code outside a component: the served ones (in the page's
 * query cache), else those as first seeded. Outside the browser always the seeded ones.
 */
export function bookingRulesNow<K extends RulesKind>(kind: K): BookingRulesOf[K] {
  const served =
    typeof window === 'undefined'
      ? undefined
      : browserQueryClient().getQueryData<BookingRulesOf[K]>(rulesKeys.booking(kind));
  return served ?? (BOOKING_RULES_AS_SEEDED[kind] as BookingRulesOf[K]);
}

/**
 * The booking rules of a kind for a form: the server's rules in force (POST /api/<kind>/rules,
 * one query per kind, asked once a page load). Until they arrive (the first paint of a page) the
 * rules as first seeded stand in, so the form renders at once; the server checks every search
 * and booking anyway.
 */
export function useBookingRules<K extends RulesKind>(kind: K): BookingRulesOf[K] {
  const { data } = useApiQuery(rulesKeys.booking(kind), () => fetchRules(kind), RULES_QUERY);
  return data ?? (BOOKING_RULES_AS_SEEDED[kind] as BookingRulesOf[K]);
}
