import { PendingBlock } from '@/components/pending-block';
import type { Leg } from './book-form';
import { LegSummaries } from './offer-summary';

/**
 * The booking page's first view from the server: the chosen flights (the same summaries, in the
 * same place, as the form's) and still bars where the member's passengers and contact (or a
 * visitor's login prompt) will go once the app is up. Holds no input: nothing typed before the
 * app has hydrated can be lost.
 */
export function BookPreview({ legs }: { legs: Leg[] }) {
  return (
    <div className="book container">
      <div className="book__main">
        <LegSummaries legs={legs} />
        <PendingBlock />
      </div>
    </div>
  );
}
