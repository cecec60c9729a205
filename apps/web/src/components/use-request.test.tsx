import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@lvxing/shared';
import { readPageData, setPageData } from '@/lib/page-data';
import { useRequest } from './use-request';

function Probe({ k, fetcher }: { k: string; fetcher: () => Promise<string> }) {
  const { data, loading } = useRequest(k, fetcher);
  return <p>{loading ? 'loading' : `data:${data}`}</p>;
}

afterEach(() => {
  setPageData({});
  document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
});

describe('useRequest with page data', () => {
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
});
