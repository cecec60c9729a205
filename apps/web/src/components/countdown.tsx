import '@/styles/widgets.css';
import { useEffect, useState } from 'react';
import { formatMmSs } from './datetime';

/** Milliseconds left until `deadline` (ISO), re-rendering every second; null without one. */
export function useCountdown(deadline: string | null | undefined): number | null {
  const target = deadline ? Date.parse(deadline) : NaN;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (Number.isNaN(target)) return undefined;
    setNow(Date.now());
    const id = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(id);
  }, [target]);
  if (Number.isNaN(target)) return null;
  return Math.max(0, target - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Milliseconds as `2天03:04:05`, `03:04:05` or `04:05`: for deadlines hours or days away (a
 * hotel's free cancellation), where `mm:ss` would read as 4,000 minutes.
 */
export function formatLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const clock = `${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
  if (days > 0) return `${days}天${two(h)}:${clock}`;
  return h > 0 ? `${two(h)}:${clock}` : clock;
}

interface CountdownProps {
  to: string | null | undefined;
  /** Text once the time is up. */
  doneText?: string;
  className?: string;
  testId?: string;
  /** Days and hours when far away (`formatLeft`), instead of `mm:ss`. */
  long?: boolean;
}

/** `mm:ss` (or with `long`, `2天03:04:05`) left until an instant. */
export function Countdown({ to, doneText = '00:00', className, testId, long }: CountdownProps) {
  const left = useCountdown(to);
  if (left === null) return null;
  return (
    <span className={className ?? 'countdown'} data-testid={testId} role="timer">
      {left > 0 ? (long ? formatLeft(left) : formatMmSs(left)) : doneText}
    </span>
  );
}
