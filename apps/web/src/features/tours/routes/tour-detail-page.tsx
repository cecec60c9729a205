import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@lvxing/shared';
import { BookNotice } from '@/components/booking/book-notice';
import { PageSpinner } from '@/components/page-spinner';
import '../components/tours.css';
import '../components/detail/tour-detail.css';
import { TourBooking } from '../components/detail/tour-booking';
import { TourHeader } from '../components/detail/tour-header';
import { TourInfo } from '../components/detail/tour-info';
import { useTourProduct } from '../hooks/use-tours';

const errorCode = (e: unknown) => (e as { code?: number } | undefined)?.code;

/**
 * /travel/detail?productCode=…[&month=YYYY-MM]: 线路详情. The product's head, its departure
 * calendar with the party's price and 立即预订, then the itinerary, costs, shopping and 自费,
 * notes and refund rules. `month` (the search's) opens the calendar on that month.
 */
export default function TourDetailPage() {
  const [params] = useSearchParams();
  const productCode = params.get('productCode')?.trim() || null;
  const { detail, calendar } = useTourProduct(productCode);
  const [picked, setPicked] = useState<string | null>(null);
  const tour = detail.data;

  if (!productCode || errorCode(detail.error) === ErrorCode.TOUR_NOT_FOUND)
    return (
      <BookNotice
        title="线路不存在"
        text="该线路不存在或已下架，请返回重新搜索"
        linkTo="/travel"
        linkText="返回旅游度假"
      />
    );
  if (!tour && detail.loading) return <PageSpinner />;
  if (!tour)
    return (
      <BookNotice
        title="暂时无法查看该线路"
        text="请稍后重试，或返回列表查看其他线路"
        linkTo="/travel"
        linkText="返回旅游度假"
      />
    );
  const departures = calendar.data?.departures ?? [];
  const dep = departures.find((d) => d.date === picked) ?? null;
  return (
    <div className="container tv-detail" data-testid="tour-detail">
      <nav className="tv-crumbs" aria-label="位置">
        <Link to="/travel">旅游度假</Link> ›{' '}
        <Link to={`/travel?${new URLSearchParams({ keyword: tour.region })}`}>{tour.region}</Link> ›{' '}
        <span aria-current="page">{tour.title}</span>
      </nav>
      <TourHeader tour={tour} />
      <TourBooking
        tour={tour}
        departures={departures}
        loading={calendar.loading}
        initialMonth={params.get('month')}
        picked={dep}
        onPick={setPicked}
      />
      <TourInfo tour={tour} singleFen={dep?.singleSupplementFen ?? null} />
    </div>
  );
}
