import type { KindSlug } from './kinds';

/** The site's legal pages (features/legal), linked from forms of other features. */
export const LEGAL_PATHS = {
  /** 用户协议 */
  agreement: '/agreement',
  /** 隐私政策 */
  privacy: '/privacy',
} as const;

/**
 * The kinds of booking terms (预订须知) the site publishes: one per kind on sale (lib/kinds), so
 * the legal feature's map of terms is a compile error until a new kind has its own.
 */
export type TermsKind = KindSlug;

/** /bookingTerms?type=…: 机票、火车票 or 汽车票预订须知. */
export function termsPath(kind: TermsKind): string {
  return `/bookingTerms?type=${kind}`;
}
