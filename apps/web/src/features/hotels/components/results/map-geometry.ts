import type { HotelSearchResult } from '@lvxing/shared';

type Box = HotelSearchResult['city']['bounds'];
interface Point {
  lat: number;
  lng: number;
}

/** The map's drawing size (SVG units: about CSS pixels at the map's width on a desktop). */
export const MAP_W = 640;
export const MAP_H = 480;
/** Grid steps (degrees) to choose from: about 1, 2, 5, 10 and 20 km. */
const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2];

/**
 * The part of the city the map shows: the box around `points` with a margin, widened to the
 * map's shape (a degree of longitude shortened by cos(latitude)) and kept inside the city's box
 * where it can be; the city's box when there are no points.
 */
export function viewBox(city: Box, points: readonly Point[]): Box {
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  let [s, n] = points.length ? [Math.min(...lats), Math.max(...lats)] : [city.south, city.north];
  let [w, e] = points.length ? [Math.min(...lngs), Math.max(...lngs)] : [city.west, city.east];
  const kx = Math.cos((((s + n) / 2) * Math.PI) / 180);
  // a margin of a tenth, and at least ~2 km across
  const latSpan = Math.max((n - s) * 1.2, 0.02);
  const lngSpan = Math.max((e - w) * 1.2, 0.02 / kx);
  // widen the narrow side to the map's shape
  const fitLat = Math.max(latSpan, (lngSpan * kx * MAP_H) / MAP_W);
  const fitLng = Math.max(lngSpan, (fitLat * MAP_W) / (MAP_H * kx));
  const [cLat, cLng] = [(s + n) / 2, (w + e) / 2];
  [s, n] = [cLat - fitLat / 2, cLat + fitLat / 2];
  [w, e] = [cLng - fitLng / 2, cLng + fitLng / 2];
  return { south: s, north: n, west: w, east: e };
}

/** Where a point is drawn in the map of `box` (x east, y south). */
export function project(box: Box, p: Point): { x: number; y: number } {
  return {
    x: ((p.lng - box.west) / (box.east - box.west)) * MAP_W,
    y: ((box.north - p.lat) / (box.north - box.south)) * MAP_H,
  };
}

/**
 * Grid lines of the view (about 6–12 across), at whole multiples of a round step of degrees, and
 * the step in km (a degree of latitude is 111 km).
 */
export function gridLines(box: Box): { xs: number[]; ys: number[]; km: number } {
  const step = STEPS.find((d) => (box.north - box.south) / d <= 10) ?? STEPS.at(-1)!;
  const at = (from: number, to: number) => {
    const out: number[] = [];
    for (let v = Math.ceil(from / step) * step; v < to; v += step) out.push(v);
    return out;
  };
  return {
    xs: at(box.west, box.east).map((lng) => project(box, { lat: box.north, lng }).x),
    ys: at(box.south, box.north).map((lat) => project(box, { lat, lng: box.west }).y),
    km: Math.round(step * 111),
  };
}

/** Whether a point lies in the box (landmarks outside the view are not drawn). */
export function inBox(box: Box, p: Point): boolean {
  return p.lat >= box.south && p.lat <= box.north && p.lng >= box.west && p.lng <= box.east;
}
