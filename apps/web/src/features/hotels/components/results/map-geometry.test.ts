import { describe, expect, it } from 'vitest';
import { gridLines, inBox, MAP_H, MAP_W, project, viewBox } from './map-geometry';

const shanghai = { south: 31.0483, west: 121.2772, north: 31.3475, east: 121.8351 };
const hotels = [
  { lat: 31.21, lng: 121.5 },
  { lat: 31.25, lng: 121.33 },
  { lat: 31.15, lng: 121.7 },
];

describe('the offline map geometry', () => {
  it('draws every hotel inside the map, north up and east right', () => {
    const box = viewBox(shanghai, hotels);
    for (const h of hotels) {
      const p = project(box, h);
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_W);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_H);
    }
    const [a, b] = [project(box, hotels[1]!), project(box, hotels[2]!)];
    expect(a.x).toBeLessThan(b.x); // 121.33 is west of 121.7
    expect(a.y).toBeLessThan(b.y); // 31.25 is north of 31.15
  });

  it('keeps distances true: a km east is as long on the map as a km north', () => {
    const box = viewBox(shanghai, hotels);
    const o = project(box, { lat: 31.2, lng: 121.5 });
    const north = project(box, { lat: 31.2 + 1 / 111, lng: 121.5 });
    const east = project(box, {
      lat: 31.2,
      lng: 121.5 + 1 / (111 * Math.cos((31.2 * Math.PI) / 180)),
    });
    expect(Math.abs(east.x - o.x)).toBeCloseTo(Math.abs(north.y - o.y), 0);
  });

  it('shows the whole city without hotels, and a grid of a round step', () => {
    const box = viewBox(shanghai, []);
    expect(inBox(box, { lat: shanghai.south, lng: shanghai.west })).toBe(true);
    expect(inBox(box, { lat: shanghai.north, lng: shanghai.east })).toBe(true);
    const grid = gridLines(viewBox(shanghai, hotels));
    expect(grid.ys.length).toBeGreaterThanOrEqual(3);
    expect(grid.ys.length).toBeLessThanOrEqual(10);
    expect([1, 2, 6, 11, 22]).toContain(grid.km);
  });
});
