import { describe, expect, it } from 'vitest';
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
});
