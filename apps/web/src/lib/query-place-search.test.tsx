import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlaceSearch } from './query-place-search';

function Probe({
  k,
  search,
  ms = 250,
}: {
  k: string;
  search: () => Promise<string[]>;
  ms?: number;
}) {
  const { items, loading } = usePlaceSearch(['places', 'test', k], search, true, ms);
  return <p>{loading ? 'loading' : `items:${items.join(',')}`}</p>;
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePlaceSearch', () => {
  it('asks after the typing pause, for the last key only', async () => {
    const search = vi.fn((k: string) => Promise.resolve([`${k}1`]));
    const { rerender } = render(<Probe k="s" search={() => search('s')} />);
    await tick(100);
    rerender(<Probe k="sh" search={() => search('sh')} />);
    await tick(249);
    expect(search).not.toHaveBeenCalled();
    expect(screen.getByText('loading')).toBeInTheDocument();
    await tick(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('sh');
    expect(screen.getByText('items:sh1')).toBeInTheDocument();
  });

  it('asks a keyword once per page load', async () => {
    const search = vi.fn(() => Promise.resolve(['上海']));
    const first = render(<Probe k="hot" search={search} ms={0} />);
    await tick(0);
    expect(screen.getByText('items:上海')).toBeInTheDocument();
    first.unmount();
    render(<Probe k="hot" search={search} ms={0} />);
    await tick(0);
    expect(screen.getByText('items:上海')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('gives an empty list on a failure, and asks again next time', async () => {
    const search = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['北京']);
    const first = render(<Probe k="bj" search={search} ms={0} />);
    await tick(0);
    expect(screen.getByText('items:')).toBeInTheDocument();
    first.unmount();
    render(<Probe k="bj" search={search} ms={0} />);
    await tick(0);
    expect(screen.getByText('items:北京')).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(2);
  });
});
