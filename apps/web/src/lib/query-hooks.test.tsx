import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';
import { readPageData, setPageData } from '@/lib/page-data';
import { browserQueryClient } from './query-client';
import { useApiQuery } from './query-hooks';

function Probe({ k, fetcher }: { k: string | null; fetcher: () => Promise<string> }) {
  const { data, loading, error } = useApiQuery(k === null ? null : ['probe', k], fetcher, {
    pageKey: k ?? undefined,
  });
  if (error) return <p>error</p>;
  return <p>{loading ? 'loading' : `data:${data}`}</p>;
}

afterEach(() => {
  setPageData({});
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('useApiQuery with page data', () => {
  it('renders the page’s answer in its first render and does not ask for it', async () => {
    setPageData({ 'k:1': 'from-page' });
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    const { unmount } = render(<Probe k="k:1" fetcher={fetcher} />);
    expect(screen.getByText('data:from-page')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 10));
    expect(fetcher).not.toHaveBeenCalled();
    unmount();
    // used once: the same request later in the visit asks the server
    render(<Probe k="k:1" fetcher={fetcher} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('data:fetched')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('asks for a key the page has no answer for', async () => {
    setPageData({ 'k:1': 'from-page' });
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(<Probe k="k:2" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByText('data:fetched')).toBeInTheDocument());
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('reads the page’s JSON block, and ignores a malformed one', async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    block.textContent = '{"k:3":"from-\\u003c/script>-block"}';
    document.body.append(block);
    readPageData(document);
    const fetcher = vi.fn(() => Promise.resolve('fetched'));
    render(<Probe k="k:3" fetcher={fetcher} />);
    expect(screen.getByText('data:from-</script>-block')).toBeInTheDocument();
    block.textContent = '{not json';
    setPageData({});
    readPageData(document);
    render(<Probe k="k:4" fetcher={fetcher} />);
    await waitFor(() => expect(screen.getByText('data:fetched')).toBeInTheDocument());
  });

  it('does not keep the page’s answer in the cache once its page is gone', async () => {
    setPageData({ 'k:5': 'from-page' });
    const { unmount } = render(<Probe k="k:5" fetcher={() => Promise.resolve('fetched')} />);
    expect(screen.getByText('data:from-page')).toBeInTheDocument();
    unmount();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(browserQueryClient().getQueryData(['probe', 'k:5'])).toBeUndefined();
  });
});

describe('useApiQuery', () => {
  it('shows only the current key’s answer, never an earlier key’s', async () => {
    let release: (v: string) => void = () => undefined;
    const slow = () => new Promise<string>((r) => (release = r));
    const { rerender } = render(<Probe k="a" fetcher={() => Promise.resolve('A')} />);
    await waitFor(() => expect(screen.getByText('data:A')).toBeInTheDocument());
    rerender(<Probe k="b" fetcher={slow} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => release('B'));
    await waitFor(() => expect(screen.getByText('data:B')).toBeInTheDocument());
  });

  it('asks nothing for a null key', async () => {
    const fetcher = vi.fn(() => Promise.resolve('x'));
    render(<Probe k={null} fetcher={fetcher} />);
    expect(screen.getByText('data:undefined')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 10));
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('asks once for two parts of the page that need the same answer', async () => {
    const fetcher = vi.fn(() => Promise.resolve('same'));
    render(
      <>
        <Probe k="shared" fetcher={fetcher} />
        <Probe k="shared" fetcher={fetcher} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('data:same')).toHaveLength(2));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('shows a failure as no data (the API client has toasted it)', async () => {
    render(<Probe k="bad" fetcher={() => Promise.reject(new Error('boom'))} />);
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
