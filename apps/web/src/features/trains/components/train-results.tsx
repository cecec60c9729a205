import type { SeatClass, TrainResult, TrainSearchResult } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { DayStrip } from '@/components/day-strip';
import { saleWindow } from '@/components/sale-window';
import type { TrainFilters } from '../lib/filter-sort';
import { TrainList } from './train-list';

interface TrainResultsProps {
  result: TrainSearchResult;
  initialFilters: TrainFilters;
  isMobile: boolean;
  onPickDate: (date: string) => void;
  onBook: (train: TrainResult, seatClass: SeatClass) => void;
}

/** The route title, the day strip of the sale window and the day's trains. */
export function TrainResults({
  result,
  initialFilters,
  isMobile,
  onPickDate,
  onBook,
}: TrainResultsProps) {
  const sale = saleWindow('train');
  return (
    <div className="fresults">
      <h2 className="fresults__title" data-testid="route-title">
        {result.from.name} → {result.to.name}
        <small>{formatTravelDate(result.date)}</small>
      </h2>
      <DayStrip date={result.date} min={sale.min} max={sale.max} onPick={onPickDate} />
      <TrainList
        key={`${result.date}-${result.from.name}-${result.to.name}`}
        result={result}
        initialFilters={initialFilters}
        isMobile={isMobile}
        onBook={onBook}
      />
    </div>
  );
}
