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

interface CountdownProps {
  to: string | null | undefined;
  /** Text once the time is up. */
  doneText?: string;
  className?: string;
  testId?: string;
}

/** `mm:ss` left until an instant. */
export function Countdown({ to, doneText = '00:00', className, testId }: CountdownProps) {
  const left = useCountdown(to);
  if (left === null) return null;
  return (
    <span className={className ?? 'countdown'} data-testid={testId} role="timer">
      {left > 0 ? formatMmSs(left) : doneText}
    </span>
  );
}
