import { useMutation } from '@tanstack/react-query';
import type { CooperationMineItem, CustomQuoteView } from '@lvxing/shared';
import { formatLeft, useCountdown } from '@/components/countdown';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { useAppQueryClient } from '@/lib/query-hooks';
import { acceptCustomQuote } from './search-cooperation';

/** The quote's state in words: accepted, expired, or the time left, ticking. */
function QuoteState({ quote }: { quote: CustomQuoteView }) {
  const left = useCountdown(quote.validUntil);
  if (quote.acceptedAt) {
    return (
      <span className="custom-quote__state is-done">
        已于 {formatInstant(quote.acceptedAt)} 接受
      </span>
    );
  }
  if (quote.expired || (left !== null && left <= 0)) {
    return <span className="custom-quote__state is-closed">报价已过期，请联系顾问重新报价</span>;
  }
  return left === null ? null : (
    <span className="custom-quote__state">报价剩余 {formatLeft(left)}</span>
  );
}

/**
 * The consultant's current quote for a custom trip: prices per adult and child, total, validity
 * and the plan, with 接受报价 while it is valid and the request 洽谈中. Accepting refreshes the
 * member's requests; the consultant then sends the 旅游合同.
 */
export function CustomQuote({ item, member }: { item: CooperationMineItem; member: string }) {
  const quote = item.quote!;
  const client = useAppQueryClient();
  const accept = useMutation(
    {
      mutationFn: () => acceptCustomQuote(item.requestNo, quote.version),
      onSettled: () => client.invalidateQueries({ queryKey: ['requests', member, 'cooperation'] }),
    },
    client,
  );
  const open =
    item.state === 'NEGOTIATING' &&
    !quote.acceptedAt &&
    !quote.expired &&
    Date.parse(quote.validUntil) > Date.now();
  return (
    <section
      className="custom-quote"
      aria-label={`顾问报价 第${quote.version}版`}
      data-testid="custom-quote"
    >
      <header className="custom-quote__head">
        <strong>顾问报价 · 第{quote.version}版</strong>
        <QuoteState quote={quote} />
      </header>
      <p className="custom-quote__price">
        成人 {formatFen(quote.adultFen)}/人 × {quote.adults}
        {quote.children > 0 && (
          <>
            ，儿童 {formatFen(quote.childFen)}/人 × {quote.children}
          </>
        )}
        <span className="custom-quote__total">合计 {formatFen(quote.totalFen)}</span>
      </p>
      <p className="custom-quote__plan">{quote.plan}</p>
      <p className="request-card__meta">有效期至 {formatInstant(quote.validUntil)}</p>
      {quote.acceptedAt && (
        <p className="request-card__meta">顾问将与您联系签订旅游合同并安排付款。</p>
      )}
      {open && (
        <button
          type="button"
          className="btn btn--primary custom-quote__accept"
          disabled={accept.isPending}
          onClick={() => accept.mutate()}
        >
          接受报价
        </button>
      )}
    </section>
  );
}
