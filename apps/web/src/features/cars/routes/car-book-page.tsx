import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  carSearchOfQuery,
  carSearchParamsOf,
  ErrorCode,
  type CarOffer,
  type CarRentalSearchBody,
  type CarRentalSearchResult,
} from '@lvxing/shared';
import { MembersOnly } from '@/components/booking/member-booking';
import { payPath } from '@/components/booking/use-submit-order';
import { formatFen } from '@/components/money';
import { SearchLoading } from '@/components/progressive-list-parts';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { carKeys } from '@/lib/query-keys';
import { bookRental, searchRentals } from '../api/car-api';
import { DriverFields, EMPTY_DRIVER, type DriverForm } from '../components/book/driver-fields';
import { ExtrasFields } from '../components/book/extras-fields';
import '../components/cars.css';
import { bookedTotalFen, type RentalExtras } from '../lib/rental-price';
import { findOffer } from '../lib/search-offers';

/** The offer, the cover and seats, the driver; the all-in total follows every change. */
function BookForm(props: {
  offer: CarOffer;
  result: CarRentalSearchResult;
  period: Pick<CarRentalSearchBody, 'pickupAt' | 'returnAt' | 'dropoffStoreId'>;
}) {
  const { offer, result, period } = props;
  const navigate = useNavigate();
  const [extras, setExtras] = useState<RentalExtras>({ insuranceTier: 'BASIC', childSeats: 0 });
  const [driver, setDriver] = useState<DriverForm>(EMPTY_DRIVER);
  const [busy, setBusy] = useState(false);
  const [newTotal, setNewTotal] = useState<number | null>(null);
  const total = newTotal ?? bookedTotalFen(offer, extras, result);
  const submit = async () => {
    setBusy(true);
    try {
      const booked = await bookRental({
        offerId: offer.offerId,
        ...(period.dropoffStoreId ? { dropoffStoreId: period.dropoffStoreId } : {}),
        pickupAt: period.pickupAt,
        returnAt: period.returnAt,
        ...extras,
        driver,
        contact: { name: driver.name, mobile: driver.mobile },
        expectedTotalFen: total,
      });
      navigate(payPath({ orderNo: booked.orderNo }), { replace: true });
    } catch (e) {
      const { code, data } = e as { code?: number; data?: { totalFen?: unknown } };
      if (code === ErrorCode.CAR_PRICE_CHANGED && typeof data?.totalFen === 'number')
        setNewTotal(data.totalFen);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="car-book">
      <section className="card car-book__offer" data-testid="car-book-offer">
        <h2>
          {offer.model.name}
          <small> 或同组车型 · {offer.supplierName}</small>
        </h2>
        <p>
          {period.pickupAt} {offer.store.name}取车 → {period.returnAt}
          {result.dropoffStore ? ` ${result.dropoffStore.name}` : ' 原店'}还车
        </p>
        <p className="muted">
          押金（仅冻结，不计入总价）：车辆押金{formatFen(offer.deposits.vehicleFen)}，违章押金
          {formatFen(offer.deposits.violationFen)}（还车{offer.deposits.violationReleaseDays}
          天后无违章解冻）{offer.depositFree ? '；信用良好可免押' : ''}
        </p>
      </section>
      <ExtrasFields
        offer={offer}
        childSeatPerDayFen={result.childSeatPerDayFen}
        value={extras}
        onChange={(v) => {
          setNewTotal(null);
          setExtras(v);
        }}
      />
      <DriverFields value={driver} onChange={setDriver} />
      <div className="card car-book__submit">
        {newTotal !== null && <p role="alert">价格已变化，请确认新的总价后再提交</p>}
        <span>
          全包总价 <strong data-testid="car-book-total">{formatFen(total)}</strong>
        </span>
        <button
          type="button"
          className="btn btn--primary"
          disabled={busy}
          onClick={submit}
          data-testid="car-book-submit"
        >
          {busy ? '正在提交…' : '提交订单'}
        </button>
      </div>
    </div>
  );
}

/** The offer found again in the search's answer, and its form; a notice when it is gone. */
function CarBooking() {
  const [params] = useSearchParams();
  const body = carSearchOfQuery(params);
  const offerId = params.get('offerId') ?? '';
  const q = useApiQuery(body ? carKeys.search(body) : null, () =>
    searchRentals(body!, QUERY_REQUEST),
  );
  const offer = q.data ? findOffer(q.data, offerId) : null;
  const back = body ? `/car?${new URLSearchParams(carSearchParamsOf(body)).toString()}` : '/car';
  return (
    <div className="container car-body">
      <h1>填写租车订单</h1>
      <p className="car-sample" role="note">
        门店、供应商与价格为示例数据，仅供演示预订流程
      </p>
      {q.loading && <SearchLoading text="正在核对报价…" />}
      {q.data && offer && <BookForm offer={offer} result={q.data} period={body!} />}
      {!q.loading && !offer && (
        <div className="card empty">
          该报价已不可预订，<Link to={back}>返回重新搜索</Link>
        </div>
      )}
    </div>
  );
}

/** /car/book?offerId=…&pickupStoreId=…&pickupAt=…&returnAt=…: 填写租车订单 (members only). */
export default function CarBookPage() {
  return (
    <MembersOnly loginText="为保障驾驶人证件信息安全，预订租车需要先登录">
      <CarBooking />
    </MembersOnly>
  );
}
