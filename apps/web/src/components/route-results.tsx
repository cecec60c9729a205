import type { ReactNode } from 'react';
import { formatTravelDate } from './datetime';
import { DayStrip } from './day-strip';
import { useSaleWindow } from './sale-window';

interface RouteResultsProps {
  /** Whose sale window the day strip covers (the server's rules). */
  kind: 'train' | 'bus';
  from: string;
  to: string;
  date: string;
  onPickDate: (date: string) => void;
  /** The day's list. */
  children: ReactNode;
}

/** The route title, the day strip of the sale window and the day's list (trains, coaches). */
export function RouteResults({ kind, from, to, date, onPickDate, children }: RouteResultsProps) {
  const sale = useSaleWindow(kind);
  return (
    <div className="fresults">
      <h2 className="fresults__title" data-testid="route-title">
        {from} → {to}
        <small>{formatTravelDate(date)}</small>
      </h2>
      <DayStrip date={date} min={sale.min} max={sale.max} onPick={onPickDate} />
      {children}
    </div>
  );
}
