/** How many tile colours tours.css has (`.tv-art--0` …). */
const PALETTES = 6;

/** The colour a product code always gets (a stable sum of its characters). */
export function paletteOf(seed: string): number {
  let sum = 0;
  for (const ch of seed) sum += ch.charCodeAt(0);
  return sum % PALETTES;
}

/**
 * A product's tile in place of a photo (the catalog has none: 示例数据): its region on a colour
 * of its own, with its type. Decorative beside the title, so hidden from screen readers.
 */
export function TourArt({ region, label, seed }: { region: string; label: string; seed: string }) {
  return (
    <div className={`tv-art tv-art--${paletteOf(seed)}`} aria-hidden>
      <span className="tv-art__type">{label}</span>
      <span className="tv-art__region">{region}</span>
    </div>
  );
}
