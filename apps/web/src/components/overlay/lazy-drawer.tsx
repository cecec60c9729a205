import { lazy, Suspense, useState } from 'react';
import type { DrawerProps } from 'antd';

const DrawerImpl = lazy(() => import('./drawer-impl'));

/**
 * antd's Drawer loaded when first opened: nothing renders before, so a screen's first render
 * carries no antd. Once loaded it stays mounted (closing animates as usual).
 */
export function LazyDrawer(props: DrawerProps) {
  const [used, setUsed] = useState(false);
  if (!used && !props.open) return null;
  if (!used) setUsed(true);
  return (
    <Suspense fallback={null}>
      <DrawerImpl {...props} />
    </Suspense>
  );
}
