import { useTrainSearch } from './use-train-search';
import type { TrainJourneyRef } from '../lib/booking-url';

/**
 * The train and seat offer a booking URL names, found again through the day's search (the
 * current times, fare and seats left); `missing` when it is gone or no longer on sale.
 */
export function useTrainJourney(ref: TrainJourneyRef | null) {
  const { data, loading, error } = useTrainSearch(
    ref ? { from: ref.from, to: ref.to, date: ref.date } : null,
  );
  const train =
    data?.trains.find(
      (t) =>
        t.trainCode === ref?.trainCode && t.from.telecode === ref.from && t.to.telecode === ref.to,
    ) ?? null;
  const offer = train?.seats.find((s) => s.seatClass === ref?.seatClass) ?? null;
  return {
    train,
    offer,
    loading,
    missing:
      !loading &&
      (!!error || !train || !offer || train.saleState !== 'ON_SALE' || offer.seatsLeft <= 0),
  };
}
