import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function DesktopLayout({ children }: { children: ReactNode }) {
  return (
    <div className="layout layout--desktop">
      <SiteHeader />
      <main className="layout__main">{children}</main>
      <SiteFooter />
    </div>
  );
}
