// The row format of the hand-curated sight lists (data/sights-*.ts): facts entered by hand for
// this project from general knowledge (names, cities, rough coordinates), none copied from a file.

/** `[name, city, typical visit hours, lat, lng, short description]`. */
export type SightRow = readonly [
  name: string,
  city: string,
  hours: number,
  lat: number,
  lng: number,
  desc: string,
];

/** The sights of one province (domestic) or country/region (outbound). */
export interface SightGroup {
  province: string;
  rows: readonly SightRow[];
}

/** A group of rows under a province or country. */
export const group = (province: string, rows: readonly SightRow[]): SightGroup => ({
  province,
  rows,
});
