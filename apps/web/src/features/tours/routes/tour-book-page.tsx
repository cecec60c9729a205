import { useSearchParams } from 'react-router';
import { BookNotice } from '@/components/booking/book-notice';
import { MembersOnly } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/booking.css';
import { bookAskedOf, productPageOf, type TourBookAsked } from '../components/book/book-query';
import { useTourDeparture } from '../components/book/book-api';
import { TourBookForm } from '../components/book/tour-book-form';
import '../components/book/tour-book.css';

/** /travel/book?productCode=…&date=…&adults=…&children=8:1,5:0: book a departure of a tour. */
export default function TourBookPage() {
  const [params] = useSearchParams();
  const asked = bookAskedOf(params);
  if (!asked)
    return (
      <BookNotice
        title="请先选择线路和出发日期"
        text="在线路详情页选择出发日期和出游人数后点击立即预订，即可在这里填写出游人并提交订单"
        linkTo="/travel"
        linkText="去看看旅游线路"
      />
    );
  return (
    <MembersOnly loginText="为保障出游人信息安全，预订旅游产品需要先登录">
      <TourBooking asked={asked} />
    </MembersOnly>
  );
}

/** The departure asked, found again in the product's calendar; a notice when it is gone. */
function TourBooking({ asked }: { asked: TourBookAsked }) {
  const { product, departure, loading } = useTourDeparture(asked.productCode, asked.date);
  if ((!product || !departure) && loading) return <PageSpinner />;
  if (!product || !departure || !departure.onSale || departure.left < 1)
    return (
      <BookNotice
        title={departure && departure.left < 1 ? '该团期已满' : '该团期暂不可预订'}
        text="所选出发日期已截止报名、已满或未开放，请返回线路详情选择其他出发日期"
        linkTo={product ? productPageOf(asked.productCode) : '/travel'}
        linkText={product ? '选择其他出发日期' : '去看看旅游线路'}
      />
    );
  return <TourBookForm product={product} departure={departure} asked={asked} />;
}
