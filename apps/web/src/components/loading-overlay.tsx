import { useLoadingStore } from '@/stores/loading-store';

/** Full-screen spinner while any API call (not marked silent) is in flight (site-spec §7). */
export function LoadingOverlay() {
  const pending = useLoadingStore((s) => s.pending);
  if (pending <= 0) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-label="加载中">
      <div className="loading-overlay__box">
        <span className="spinner" aria-hidden />
        <span>加载中…</span>
      </div>
    </div>
  );
}
