import { useSearchParams } from 'react-router';
import { BookNotice } from '@/components/booking/book-notice';
import { MembersOnly } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/booking.css';
import { HotelBookForm } from '../components/book/hotel-book-form';
import { hotelDetailUrl, hotelIdOfPlan } from '../components/detail/booking-url';
import '../components/detail/hotel-detail.css';
import '../components/book/hotel-book.css';
import { useHotelDetail, type StayAsked } from '../hooks/use-hotel-detail';
import { stayOfParams } from '../lib/stay-of-params';

/** /hotel/book?hotelId=…&ratePlanId=…&checkIn=…&checkOut=…&rooms=…&adults=…: book a rate plan. */
export default function HotelBookPage() {
  const [params] = useSearchParams();
  const ratePlanId = params.get('ratePlanId')?.trim() ?? '';
  const hotelId = params.get('hotelId')?.trim() || hotelIdOfPlan(ratePlanId);
  if (!ratePlanId || !hotelId)
    return (
      <BookNotice
        title="请先选择房型"
        text="在酒店页面选择房型和价格后点击预订，即可在这里填写入住人并提交订单"
        linkTo="/hotel"
        linkText="去搜索酒店"
      />
    );
  return (
    <MembersOnly loginText="为保障入住信息安全，预订酒店需要先登录">
      <HotelBooking hotelId={hotelId} ratePlanId={ratePlanId} stay={stayOfParams(params)} />
    </MembersOnly>
  );
}

interface HotelBookingProps {
  hotelId: string;
  ratePlanId: string;
  stay: StayAsked;
}

/** The chosen plan, found again in the hotel's prices for the stay; a notice when it is gone. */
function HotelBooking({ hotelId, ratePlanId, stay }: HotelBookingProps) {
  const { data, loading } = useHotelDetail(hotelId, stay);
  if (!data && loading) return <PageSpinner />;
  const room = data?.roomTypes.find((r) => r.plans.some((p) => p.ratePlanId === ratePlanId));
  const plan = room?.plans.find((p) => p.ratePlanId === ratePlanId);
  if (!data || !room || !plan || !plan.available)
    return (
      <BookNotice
        title={data && plan ? '该房型已满房' : '该房型暂不可预订'}
        text="所选日期的房间已订完或价格计划已下线，请返回酒店页面选择其他房型"
        linkTo={data ? hotelDetailUrl(hotelId, stay) : '/hotel'}
        linkText={data ? '选择其他房型' : '去搜索酒店'}
      />
    );
  return <HotelBookForm detail={data} room={room} plan={plan} stay={stay} />;
}
