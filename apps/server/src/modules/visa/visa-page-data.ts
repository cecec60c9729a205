import { pageDataKey, visaEntrySearchResult, type VisaEntrySearchResult } from '@lvxing/shared';
import { searchEntryRules, searchProducts } from './visa-catalog.service';

let entriesAnswer: VisaEntrySearchResult | null = null;
/** The catalogue's every entry rule, in the call's shape (the catalogue is fixed per release). */
function allEntries(): VisaEntrySearchResult {
  entriesAnswer ??= visaEntrySearchResult.parse(searchEntryRules({}));
  return entriesAnswer;
}

/**
 * The first view's answers of /visa[?country=JP]: every destination's entry rule (POST
 * /api/visa/entry/search without a keyword) and, for a destination in the address that has
 * products, its product cards (POST /api/visa/product/search), keyed as the app asks for them
 * (`pageDataKey`), so the grid and the products panel paint from the HTML and nothing moves when
 * the app starts. Public data only (the calls need no login).
 */
export function visaPageData(query: URLSearchParams): Record<string, unknown> {
  const entries = allEntries();
  const out: Record<string, unknown> = { [pageDataKey.visaEntries()]: entries };
  const country = query.get('country');
  const rule = entries.items.find((r) => r.code === country);
  if (rule && rule.products > 0)
    out[pageDataKey.visaProducts(rule.code)] = searchProducts({ country: rule.code });
  return out;
}
