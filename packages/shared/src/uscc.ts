// The unified social credit code (统一社会信用代码) of a company, the 税号 a company's 电子发票
// carries. No maintained npm package checks it, so the standard's check is written here.

/**
 * The code's alphabet (GB 32100-2015 §4.2, table 1): digits and the capital letters without
 * I, O, S, V and Z; a character's value is its index.
 */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

/** The weights of positions 1–17 (GB 32100-2015 §4.3: 3^(i-1) mod 31). */
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/**
 * The check character (position 18) of the first 17 characters of a code, or undefined when one
 * of them is not in the alphabet. GB 32100-2015 §4.3: C18 = 31 − (Σ Ci·Wi mod 31), 31 read as 0.
 */
export function usccCheckChar(first17: string): string | undefined {
  if (first17.length !== 17) return undefined;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const v = ALPHABET.indexOf(first17[i]!);
    if (v < 0) return undefined;
    sum += v * WEIGHTS[i]!;
  }
  return ALPHABET[(31 - (sum % 31)) % 31];
}

/**
 * Whether `code` is a well-formed 18-character unified social credit code (GB 32100-2015): the
 * registering authority (1–9, A–G, N, Y), the alphabet of §4.2 and the check character of §4.3.
 * Capital letters only (callers upper-case what was typed). Since 2019 a company's 电子发票 needs
 * this code as the buyer's 纳税人识别号 (国家税务总局公告2017年第16号).
 */
export function isUnifiedSocialCreditCode(code: string): boolean {
  if (!/^[1-9A-GNY][0-9A-HJ-NP-RTUW-Y]{17}$/.test(code)) return false;
  return usccCheckChar(code.slice(0, 17)) === code[17];
}
