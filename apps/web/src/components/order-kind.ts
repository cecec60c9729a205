/**
 * Words of the order and payment screens that depend on what was booked: each kind's own, from
 * its descriptor (lib/kinds); neutral words for a kind this app does not sell.
 */
export { kindText, type KindText } from '@/lib/kinds';
