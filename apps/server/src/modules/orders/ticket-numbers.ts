import { randomDigits } from '../../lib/crypto';

/**
 * A ticket (or order) code: a fixed `prefix` (airline's accounting code, station code, letter…)
 * followed by `digits` random decimal digits from the CSPRNG, e.g. `{ prefix: '999', digits: 10 }`
 * gives `9993849205716`. Kinds whose numbers are built from other parts (seat, car) compose this.
 */
export function randomTicketNo({ prefix, digits }: { prefix: string; digits: number }): string {
  return prefix + randomDigits(digits);
}
