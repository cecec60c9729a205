/**
 * Words of the order and payment screens that depend on what was booked: each kind's own, from
 * lib/kinds/texts; neutral words for a kind this app does not sell.
 */
export { kindText } from '@/lib/kinds/texts';
export type { KindText } from '@/lib/kinds';
