import { lazy, type ComponentType } from 'react';

/** A screen module's loader (a dynamic `import()`: each screen is its own chunk). */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A screen loaded on demand: its component, and `preload` to load it before a first render. */
export interface LazyScreen {
  Component: ComponentType;
  preload: () => Promise<unknown>;
}

/**
 * A lazily loaded screen (site-spec §2: every screen is loaded on demand). Once its module is
 * loaded (`preload`, or a first render through React.lazy) it renders at once, without a
 * Suspense fallback: a page can be rendered (or a prerendered one hydrated) with its screen in
 * the first commit.
 */
export function lazyScreen(load: ScreenLoader): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Lazy = lazy(preload);
  const Component = () => {
    const Screen = loaded ?? Lazy;
    return <Screen />;
  };
  return { Component, preload };
}
