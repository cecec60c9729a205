import type { CarRentalSearchBody, CarRentalSearchResult } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import { bookHref } from '../lib/rental-query';
import { wholeOffer } from '../lib/search-offers';
import { OfferCard } from './offer-card';

/** The search's period and places, then the offers grouped by class (each from its cheapest). */
export function RentalResults({
  result,
  body,
}: {
  result: CarRentalSearchResult;
  body: CarRentalSearchBody;
}) {
  const pickup =
    result.pickupStores.length === 1
      ? result.pickupStores[0]!.name
      : `${result.pickupStores[0]?.cityName ?? ''}全部门店`;
  return (
    <section className="car-results" aria-label="租车报价">
      <p className="car-summary">
        {pickup}取车
        {result.dropoffStore
          ? `，${result.dropoffStore.name}还车${result.oneWay ? '（异地还车）' : ''}`
          : '，原店还车'}
        ，按{result.rentDays}天计租，共{result.total}
        个报价。价格为全包总价（租金、基础保障、手续费等），押金另行冻结。
      </p>
      {result.groups.length === 0 && (
        <div className="card empty">没有符合条件的车辆，请调整时间、门店或筛选条件</div>
      )}
      {result.groups.map((g) => (
        <section key={g.classCode} className="car-group" aria-label={g.label}>
          <h3>
            {g.label}
            <small>总价{formatFen(g.fromTotalFen)}起</small>
          </h3>
          {g.offers.map((o) => {
            const offer = wholeOffer(result, o);
            return (
              offer && (
                <OfferCard
                  key={o.offerId}
                  offer={offer}
                  bookTo={bookHref(o.offerId, o.storeId, body)}
                />
              )
            );
          })}
        </section>
      ))}
    </section>
  );
}
