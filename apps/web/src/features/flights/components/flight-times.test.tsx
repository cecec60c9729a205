import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { flight } from '../test/fixtures';
import { FlightTimes } from './flight-times';

const nrt = { code: 'NRT', nameZh: '成田国际机场', cityZh: '东京' };
const lax = { code: 'LAX', nameZh: '洛杉矶国际机场', cityZh: '洛杉矶' };
const pvg = { code: 'PVG', nameZh: '浦东国际机场', cityZh: '上海' };

describe('flight times abroad', () => {
  it('shows a Tokyo arrival on Tokyo clocks with its offset, the duration from the instants', () => {
    const mu909 = flight({
      flightNo: 'MU909',
      dep: pvg,
      arr: nrt,
      depTime: '06:10',
      arrTime: '08:55',
      durationMinutes: 165,
      local: {
        dep: { date: '2026-12-07', time: '06:10', utcOffsetMinutes: 480 },
        arr: { date: '2026-12-07', time: '09:55', utcOffsetMinutes: 540 },
        arrDayOffset: 0,
      },
    });
    const { container } = render(<FlightTimes flight={mu909} />);
    expect(container).toHaveTextContent('06:10');
    expect(container).toHaveTextContent('09:55');
    expect(container).not.toHaveTextContent('08:55');
    expect(container).toHaveTextContent('2小时45分');
    expect(container).toHaveTextContent('成田国际机场 UTC+9');
    // Beijing's own clock carries no label
    expect(container).not.toHaveTextContent('UTC+8');
    expect(screen.queryByTestId('next-day')).toBeNull();
  });

  it('marks a landing on the local day before, across the date line', () => {
    const eastbound = flight({
      flightNo: 'CZ327',
      dep: pvg,
      arr: lax,
      durationMinutes: 690,
      local: {
        dep: { date: '2026-12-07', time: '20:00', utcOffsetMinutes: 480 },
        arr: { date: '2026-12-07', time: '15:30', utcOffsetMinutes: -480 },
        arrDayOffset: 0,
      },
    });
    const { rerender } = render(<FlightTimes flight={eastbound} />);
    expect(screen.getByText(/洛杉矶国际机场/)).toHaveTextContent('UTC-8');
    rerender(
      <FlightTimes flight={{ ...eastbound, local: { ...eastbound.local, arrDayOffset: -1 } }} />,
    );
    expect(screen.getByTestId('next-day')).toHaveTextContent('-1天');
  });
});
