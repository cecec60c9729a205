import { Suspense } from 'react';
import { Drawer, type DrawerProps } from 'antd';
import { AntdProvider } from '../antd-provider';

/** antd's Drawer in the site theme, its body allowed to load lazily (see lazy-drawer). */
export default function DrawerImpl({ children, ...props }: DrawerProps) {
  return (
    <AntdProvider>
      <Drawer {...props}>
        <Suspense fallback={<div className="overlay-loading" />}>{children}</Suspense>
      </Drawer>
    </AntdProvider>
  );
}
