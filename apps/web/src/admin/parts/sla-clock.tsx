import { ClockCircleOutlined } from '@ant-design/icons';

/** `mm:ss`, or `h小时mm分` past an hour, of a span in milliseconds. */
export function formatSpan(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}小时${pad(m)}分` : `${pad(m)}:${pad(s % 60)}`;
}

/**
 * A stay's SLA clock: the time since it was submitted, live, and what is left before the
 * hotel's confirmation deadline (the queue call's `deadline`); past it, in red with 已超时.
 */
export function SlaClock({
  submittedAt,
  deadline,
  now,
}: {
  submittedAt: string;
  deadline: string;
  now: number;
}) {
  const waited = now - Date.parse(submittedAt);
  const left = Date.parse(deadline) - now;
  const overdue = left <= 0;
  return (
    <span className={overdue ? 'admin-overdue' : undefined} data-overdue={overdue || undefined}>
      <ClockCircleOutlined aria-hidden /> 已等待 {formatSpan(waited)}
      <br />
      <small>{overdue ? `已超时 ${formatSpan(-left)}` : `剩余 ${formatSpan(left)}`}</small>
    </span>
  );
}
