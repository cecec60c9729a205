import { AsyncLocalStorage } from 'node:async_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { dropPageData, pageDataFor, setPageData, setRenderPageData } from './page-data';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

afterEach(() => {
  setPageData({});
  setRenderPageData(() => undefined);
});

describe('page data: each render’s own', () => {
  it('finds the answers of the render in progress, never another’s, across awaits', async () => {
    const renders = new AsyncLocalStorage<Record<string, unknown>>();
    setRenderPageData(() => renders.getStore());
    setPageData({ k: 'the browser page’s' });
    const seen: string[] = [];
    const render = (name: string) =>
      renders.run({ k: name }, async () => {
        for (let i = 0; i < 3; i += 1) {
          seen.push(`${name}:${String(pageDataFor('k')?.data)}`);
          await tick();
        }
        dropPageData('k');
        expect(pageDataFor('k')).toBeNull();
      });
    await Promise.all([render('a'), render('b')]);
    expect(seen.sort()).toEqual(['a:a', 'a:a', 'a:a', 'b:b', 'b:b', 'b:b']);
    // outside any render: the browser page's, untouched by the renders
    expect(pageDataFor('k')).toEqual({ data: 'the browser page’s' });
  });
});
