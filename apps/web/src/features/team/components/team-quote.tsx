import type { GroupQuote } from '@lvxing/shared';
import { formatLeft, useCountdown } from '@/components/countdown';
import { formatInstant, formatTravelDate } from '@/components/datetime';
import { formatYuan } from '@/components/money';

/** The time left on the current quote, ticking; 已过期 once passed. */
export function QuoteCountdown({ validUntil }: { validUntil: string }) {
  const left = useCountdown(validUntil);
  if (left === null) return null;
  return (
    <span className="team-quote__left" data-testid="team-quote-left">
      {left > 0 ? `报价剩余 ${formatLeft(left)}` : '报价已过期'}
    </span>
  );
}

/** One quote version with its group fare rules; the superseded ones are marked. */
export function QuoteCard({ quote, current }: { quote: GroupQuote; current: boolean }) {
  return (
    <article
      className={`team-quote${quote.superseded ? ' team-quote--old' : ''}`}
      data-testid={`team-quote-v${quote.version}`}
    >
      <header className="team-quote__head">
        <strong>报价 v{quote.version}</strong>
        {quote.superseded ? (
          <span className="tag tag--soft">已被新版本取代</span>
        ) : (
          current && <QuoteCountdown validUntil={quote.validUntil} />
        )}
      </header>
      <dl className="team-quote__facts">
        <div>
          <dt>总价</dt>
          <dd>¥{formatYuan(quote.totalFen)}</dd>
        </div>
        <div>
          <dt>人均</dt>
          <dd>¥{formatYuan(quote.perPersonFen)}</dd>
        </div>
        <div>
          <dt>定金</dt>
          <dd>¥{formatYuan(quote.depositFen)}</dd>
        </div>
        <div>
          <dt>有效期至</dt>
          <dd>{formatInstant(quote.validUntil)}</dd>
        </div>
        <div>
          <dt>名单截止</dt>
          <dd>{formatTravelDate(quote.nameListDeadline)}</dd>
        </div>
      </dl>
      <p className="team-quote__rules">退改规则：{quote.refundRules}</p>
    </article>
  );
}
