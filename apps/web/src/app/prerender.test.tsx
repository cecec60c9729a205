import { describe, expect, it } from 'vitest';
import { pageDataKey } from '@lvxing/shared';
import { flight, offer } from '@/features/flights/test/fixtures';
import { pageDataFor } from '@/lib/page-data';
import { useUserStore } from '@/stores/user-store';
import { renderPage } from './prerender';

const TRAIN = `/train?from=${encodeURIComponent('北京')}&to=${encodeURIComponent('上海')}&date=2026-12-01`;

describe('renderPage (the server’s first view of a route)', () => {
  it('renders the route’s screen with its query: the search summary and the title', async () => {
    const { html, title } = await renderPage(TRAIN, true);
    expect(html).toContain('北京 → 上海');
    expect(html).toContain('12月1日');
    expect(title).toContain('火车票');
    expect(html).not.toContain('<script');
  });

  it('renders each page for its own device when pages are rendered at the same time', async () => {
    const bus = `/train?type=bus&from=${encodeURIComponent('广州')}&to=${encodeURIComponent('深圳')}&date=2026-12-01`;
    const pages = await Promise.all([
      renderPage(TRAIN, true),
      renderPage(bus, false),
      renderPage(TRAIN, false),
      renderPage(bus, true),
    ]);
    expect(pages.map((p) => p.html.includes('layout--mobile'))).toEqual([true, false, false, true]);
    expect(pages.map((p) => p.html.includes('深圳'))).toEqual([false, true, false, true]);
  });

  it('renders the booking page from the page data: the offer, and a spinner for the form', async () => {
    const id = 'MU5101.2026-11-25.Y.FS-MU';
    const url = `/ticket/book?train=flight&offerId=${id}&passengers=1`;
    const data = {
      [pageDataKey.flightOffer(id)]: {
        flight: flight({ flightNo: 'MU5101' }),
        offers: [offer({ offerId: id })],
      },
    };
    const { html } = await renderPage(url, true, data);
    expect(html).toContain('data-testid="offer-summary"');
    expect(html).toMatch(/<h2>11月25日 周三.*北京.* → .*上海<\/h2>/);
    expect(html).toContain('aria-label="页面加载中"');
    // a visitor's prompt and the member's inputs wait for the app
    expect(html).not.toContain('登录后继续预订');
    expect(html).not.toContain('<input');
    // the page data is the render's only: not left for the next page rendered in this process
    expect(pageDataFor(pageDataKey.flightOffer(id))).toBeNull();
    // without it, only the spinner
    const bare = await renderPage(url, true);
    expect(bare.html).not.toContain('offer-summary');
    expect(bare.html).toContain('aria-label="页面加载中"');
  });

  it('renders pages with different page data at the same time, each from its own only', async () => {
    const ids = ['MU5101.2026-11-25.Y.FS-MU', 'CA1501.2026-11-25.Y.FS-CA'];
    const pages = await Promise.all(
      ids.flatMap((id) => {
        const flightNo = id.split('.')[0]!;
        const data = {
          [pageDataKey.flightOffer(id)]: {
            flight: flight({ flightNo }),
            offers: [offer({ offerId: id })],
          },
        };
        const url = `/ticket/book?train=flight&offerId=${id}&passengers=1`;
        return [renderPage(url, true, data), renderPage(url, false, data)];
      }),
    );
    expect(pages.map((p) => [p.html.includes('MU5101'), p.html.includes('CA1501')])).toEqual([
      [true, false],
      [true, false],
      [false, true],
      [false, true],
    ]);
    for (const id of ids) expect(pageDataFor(pageDataKey.flightOffer(id))).toBeNull();
  });

  it('leaves the browser’s user store as it was: a render’s device is the render’s own', async () => {
    const before = { ...useUserStore.getInitialState() };
    const state = useUserStore.getState();
    await Promise.all([renderPage(TRAIN, true), renderPage(TRAIN, false)]);
    expect(useUserStore.getInitialState()).toEqual(before);
    expect(useUserStore.getInitialState().isMobile).toBe(false);
    expect(useUserStore.getState()).toBe(state);
  });
});
