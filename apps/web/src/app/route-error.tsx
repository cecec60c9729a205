import { PageError } from '@/components/error-boundary';

/** Router-level error screen (an error outside the page boundary). */
export function RouteError() {
  return (
    <div className="container" style={{ padding: '48px 16px' }}>
      <PageError />
    </div>
  );
}
