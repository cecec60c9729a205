import { useSearchParams } from 'react-router';
import { ErrorCode } from '@lvxing/shared';
import { BookNotice } from '@/components/booking/book-notice';
import { MembersOnly } from '@/components/booking/member-booking';
import { PageSpinner } from '@/components/page-spinner';
import '@/styles/booking.css';
import { VisaApplyForm } from '../components/apply/visa-apply-form';
import '../components/apply/visa-apply.css';
import { useVisaDetail } from '../hooks/use-visas';

const errorCode = (e: unknown) => (e as { code?: number } | undefined)?.code;

const gone = (
  <BookNotice
    title="签证产品不存在"
    text="该签证产品不存在或已下架，请返回重新选择"
    linkTo="/visa"
    linkText="返回签证办理"
  />
);

/** /visaApply?code=…: 签证申请 of a product, for members (a visitor is asked to log in first). */
export default function VisaApplyPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  if (!code) return gone;
  return (
    <MembersOnly loginText="为保障申请人证件信息安全，办理签证需要先登录">
      <VisaApplication code={code} />
    </MembersOnly>
  );
}

/** The product asked, then its form; a notice when it is gone or cannot be read now. */
function VisaApplication({ code }: { code: string }) {
  const detail = useVisaDetail(code);
  const d = detail.data;
  if (errorCode(detail.error) === ErrorCode.VISA_PRODUCT_NOT_FOUND) return gone;
  if (!d && detail.loading) return <PageSpinner />;
  if (!d)
    return (
      <BookNotice
        title="暂时无法办理该签证"
        text="请稍后重试，或返回查看其他签证产品"
        linkTo="/visa"
        linkText="返回签证办理"
      />
    );
  // keyed: a switch to another product's form starts its own draft (or the one carried over)
  return <VisaApplyForm key={d.code} d={d} />;
}
