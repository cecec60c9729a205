/** One value of an audit row in short text: arrays joined with 、, objects as JSON. */
function text(v: unknown): string {
  if (v === null || v === undefined) return '—';
  if (Array.isArray(v)) return v.map(text).join('、');
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * An audit row's `before` or `after`: one line per field (`key：value`), or — when empty. A long
 * one scrolls within its cell, so the list takes keyboard focus (WCAG 2.1.1) to be scrolled.
 */
export function ChangeView({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value !== 'object' || Array.isArray(value)) return <>{text(value)}</>;
  return (
    <dl className="admin-change" tabIndex={0}>
      {Object.entries(value).map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{text(v)}</dd>
        </div>
      ))}
    </dl>
  );
}
