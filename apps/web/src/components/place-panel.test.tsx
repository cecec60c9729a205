import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlacePanel, type PlaceSource } from './place-panel';

interface Place {
  name: string;
}

const source = (prefix: string): PlaceSource<Place> & { search: ReturnType<typeof vi.fn> } => ({
  key: (keyword) => ['places', 'panel-test', prefix, keyword],
  search: vi.fn((keyword: string) =>
    Promise.resolve(keyword === '无' ? [] : [{ name: `${prefix}${keyword}1` }, { name: 'x' }]),
  ),
});
const row = (p: Place) => ({ key: p.name, name: p.name, tag: 'T', meta: 'M', title: 'title' });
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const type = (text: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: '搜索车站' }), { target: { value: text } });

function renderPanel(found = source('f'), hot?: PlaceSource<Place>) {
  const onPick = vi.fn();
  render(
    <PlacePanel
      testId="panel"
      words={{ noun: '车站', placeholder: '输入站名' }}
      source={found}
      hot={hot}
      row={row}
      onPick={onPick}
      hotTabs={<p>tabs</p>}
    />,
  );
  return onPick;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('place panel', () => {
  it('shows the hot places of `hot` at once, with the tabs above them', async () => {
    const found = source('f');
    const hot = source('h');
    renderPanel(found, hot);
    await tick(0);
    expect(screen.getByText('tabs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'h1' })).toHaveAttribute('title', 'title');
    expect(found.search).not.toHaveBeenCalled();
  });

  it('searches after the typing pause, says when nothing matches, and Enter picks the first', async () => {
    const found = source('f');
    const onPick = renderPanel(found);
    type('南');
    expect(screen.getByText('搜索中…')).toBeInTheDocument();
    await tick(250);
    expect(found.search).toHaveBeenLastCalledWith('南');
    expect(screen.getByRole('listbox', { name: '匹配的车站' })).toHaveTextContent('f南1TM');
    expect(screen.queryByText('tabs')).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter', keyCode: 13 });
    expect(onPick).toHaveBeenCalledWith({ name: 'f南1' });
    type(' 无 ');
    await tick(250);
    expect(screen.getByText('未找到“无”相关车站')).toBeInTheDocument();
  });
});
