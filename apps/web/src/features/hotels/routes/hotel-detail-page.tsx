import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode } from '@lvxing/shared';
import { BookNotice } from '@/components/booking/book-notice';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/booking.css';
import { HotelHero } from '../components/detail/hotel-hero';
import { Facilities, Nearby, Policies } from '../components/detail/hotel-facts';
import { HotelReviews } from '../components/detail/hotel-reviews';
import { RoomTypes } from '../components/detail/room-types';
import { StayBar } from '../components/detail/stay-bar';
import '../components/detail/hotel-detail.css';
import { useHotelDetail, type StayAsked } from '../hooks/use-hotel-detail';
import { stayOfParams } from '../lib/stay-of-params';
import { parseStayQuery, stayQueryString } from '../lib/stay-query';

const errorCode = (e: unknown) => (e as { code?: number } | undefined)?.code;

/** /hotel/detail?hotelId=…&checkIn=…&checkOut=…&rooms=…&adults=…&childAges=…: the hotel page. */
export default function HotelDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hotelId = params.get('hotelId')?.trim() || null;
  const stay = stayOfParams(params);
  const { data, loading, error } = useHotelDetail(hotelId, stay);
  // the search's city and place stay in the address, for the way back to the list
  const query = parseStayQuery(params);
  const back = `/hotel?${stayQueryString(query)}`;
  const reprice = (s: StayAsked) =>
    navigate(
      `/hotel/detail?${new URLSearchParams({ hotelId: hotelId! })}&${stayQueryString({ ...query, ...s })}`,
      {
        replace: true,
      },
    );

  if (!hotelId || errorCode(error) === ErrorCode.HOTEL_NOT_FOUND)
    return (
      <BookNotice
        title="酒店不存在"
        text="该酒店不存在或已下线，请返回重新搜索"
        linkTo={back}
        linkText="返回酒店列表"
      />
    );
  if (!data && loading) return <PageSpinner />;
  if (!data)
    return (
      <div className="container hd-page">
        <StayBar key={JSON.stringify(stay)} stay={stay} onChange={reprice} />
        <div className="card empty">
          <p className="empty__title">暂时无法查看该酒店的价格</p>
          <p className="empty__sub">请更换入住日期后重试，或返回酒店列表</p>
          <Link className="btn btn--primary" to={back}>
            返回酒店列表
          </Link>
        </div>
      </div>
    );

  const { hotel, roomTypes, nights } = data;
  const prices = roomTypes.flatMap((r) =>
    r.plans.filter((p) => p.available).map((p) => p.avgNightlyFen),
  );
  const cityBack = `/hotel?${stayQueryString({ ...query, city: hotel.cityCode, cityName: hotel.cityName })}`;
  return (
    <div className="container hd-page" data-testid="hotel-detail">
      <nav className="hd-crumbs" aria-label="位置">
        <Link to={cityBack}>{hotel.cityName}酒店</Link> › <span>{hotel.districtName}</span> ›{' '}
        <span aria-current="page">{hotel.name}</span>
      </nav>
      <HotelHero hotel={hotel} lowestFen={prices.length ? Math.min(...prices) : null} />
      <StayBar key={JSON.stringify(stay)} stay={stay} onChange={reprice} />
      <RoomTypes
        hotelId={hotel.hotelId}
        stars={hotel.stars}
        roomTypes={roomTypes}
        nights={nights}
        stay={stay}
      />
      <div className="hd-two">
        <Facilities facilities={hotel.facilities} />
        <Policies policies={hotel.policies} />
      </div>
      <Nearby nearby={hotel.nearby} />
      <HotelReviews hotelId={hotel.hotelId} />
    </div>
  );
}
