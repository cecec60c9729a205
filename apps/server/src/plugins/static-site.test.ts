import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { pageDataWithoutPage, registerStaticSite, type RoutePage } from './static-site';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';

/** A built web app whose route-pages.json lists a page prerendered per device. */
function dist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lv-static-'));
  writeFileSync(join(dir, 'index.html'), '<div id="root">APP_SHELL</div>');
  writeFileSync(join(dir, 'admin.html'), '<div id="admin-root">STAFF_CONSOLE</div>');
  writeFileSync(join(dir, 'home.desktop.html'), '<div id="root">HOME_DESKTOP</div>');
  writeFileSync(join(dir, 'home.mobile.html'), '<div id="root">HOME_MOBILE</div>');
  const pages: RoutePage[] = [
    { path: '/', query: {}, file: 'home.desktop.html', mobileFile: 'home.mobile.html' },
  ];
  writeFileSync(join(dir, 'route-pages.json'), JSON.stringify(pages));
  return dir;
}

describe('the static site', () => {
  const app = Fastify({ logger: false });
  afterAll(() => app.close());

  it('sends a page prerendered per device by user agent, as route-pages.json lists it', async () => {
    await registerStaticSite(app, dist(), join(tmpdir(), 'no-renderer.js'));
    for (const [ua, body] of [
      [IPHONE, 'HOME_MOBILE'],
      ['Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0', 'HOME_DESKTOP'],
    ] as const) {
      const res = await app.inject({
        method: 'GET',
        url: '/?from=x',
        headers: { 'user-agent': ua },
      });
      expect(res.body).toContain(body);
      expect(String(res.headers.vary)).toMatch(/user-agent/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const other = await app.inject({ method: 'GET', url: '/hotel' });
    expect(other.body).toContain('APP_SHELL');
  });

  it("answers the staff console's admin.html under /admin, never a member page", async () => {
    for (const url of ['/admin', '/admin/hotel', '/admin/login?from=x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toContain('STAFF_CONSOLE');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/administrator' })).body).toContain(
      'APP_SHELL',
    );
  });

  it('names the page data of a path the web app does not render on the server', () => {
    const pages: RoutePage[] = [
      { path: '/ticket/book', query: {}, file: 'routes/ticket-book.html', render: true },
      { path: '/train', query: {}, file: 'routes/train.html' },
    ];
    const source = async () => ({});
    expect(pageDataWithoutPage(pages, { '/ticket/book': source })).toEqual([]);
    expect(pageDataWithoutPage(pages, { '/train': source, '/hotel': source })).toEqual([
      '/train',
      '/hotel',
    ]);
  });
});
