import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { EntrySearch } from './entry-grid';

describe('the entry search box', () => {
  it('searches what a visitor typed into the server-rendered box before the app hydrated it', async () => {
    const props = { keyword: '', region: null, onRegion: () => {} };
    const host = document.createElement('div');
    host.innerHTML = renderToString(<EntrySearch {...props} onKeyword={() => {}} />);
    document.body.append(host);
    const box = host.querySelector<HTMLInputElement>('[data-testid="visa-search"]')!;
    box.value = 'riben';
    const onKeyword = vi.fn();
    const root = await act(async () =>
      hydrateRoot(host, <EntrySearch {...props} onKeyword={onKeyword} />),
    );
    expect(box.isConnected).toBe(true);
    expect(box.value).toBe('riben');
    expect(onKeyword).toHaveBeenCalledWith('riben');
    act(() => root.unmount());
    host.remove();
  });
});
