import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { HotelArt } from './hotel-art';

const markup = (id: string, variant?: 'facade' | 'room' | 'lobby' | 'pool', stars = 4) => {
  const { container, unmount } = render(<HotelArt hotelId={id} stars={stars} variant={variant} />);
  // gradient ids carry React's per-render id: compare the drawing without them
  const html = container.innerHTML.replace(/(id="|url\(#)[^")]*/g, '$1');
  unmount();
  return html;
};

describe('HotelArt', () => {
  it('is an image named after the hotel and what it shows', () => {
    render(<HotelArt hotelId="H310100-0001" stars={5} name="上海外滩示例酒店" variant="room" />);
    expect(screen.getByRole('img', { name: '上海外滩示例酒店客房示意图' })).toBeInTheDocument();
  });

  it('draws the same picture for the same hotel, and different ones for other hotels', () => {
    expect(markup('H310100-0001')).toBe(markup('H310100-0001'));
    const ids = ['H310100-0001', 'H310100-0002', 'H110100-0007', 'H440100-0042', 'H510100-0003'];
    expect(new Set(ids.map((id) => markup(id))).size).toBe(ids.length);
  });

  it('builds higher for more diamonds, and draws every variant', () => {
    const floors = (stars: number) => (markup('H1', 'facade', stars).match(/<rect/g) ?? []).length;
    expect(floors(5)).toBeGreaterThan(floors(2));
    for (const v of ['room', 'lobby', 'pool'] as const) expect(markup('H1', v)).toContain('<svg');
  });
});
