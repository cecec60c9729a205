import { Link, useSearchParams } from 'react-router';
import { ErrorCode } from '@lvxing/shared';
import { BookNotice } from '@/components/booking/book-notice';
import { PageSpinner } from '@/components/page-spinner';
import '../components/visas.css';
import { ChecklistPreview } from '../components/detail/checklist-preview';
import { VisaDistricts } from '../components/detail/visa-districts';
import { VisaFees } from '../components/detail/visa-fees';
import { VisaHeader } from '../components/detail/visa-header';
import { useVisaDetail } from '../hooks/use-visas';

const errorCode = (e: unknown) => (e as { code?: number } | undefined)?.code;

/**
 * /visa/detail?code=…: 签证产品. Its terms, the price split and refunds by stage, the materials
 * checklist by applicant type, age and province, every 领区 of the offer, the notes and 立即办理
 * (/visaApply).
 */
export default function VisaDetailPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const detail = useVisaDetail(code);
  const d = detail.data;
  if (!code || errorCode(detail.error) === ErrorCode.VISA_PRODUCT_NOT_FOUND)
    return (
      <BookNotice
        title="签证产品不存在"
        text="该签证产品不存在或已下架，请返回重新选择"
        linkTo="/visa"
        linkText="返回签证办理"
      />
    );
  if (!d && detail.loading) return <PageSpinner />;
  if (!d)
    return (
      <BookNotice
        title="暂时无法查看该签证产品"
        text="请稍后重试，或返回查看其他目的地"
        linkTo="/visa"
        linkText="返回签证办理"
      />
    );
  return (
    <div className="container vs-detail" data-testid="visa-detail">
      <nav className="vs-crumbs" aria-label="位置">
        <Link to="/visa">签证办理</Link> ›{' '}
        <Link to={`/visa?${new URLSearchParams({ country: d.country })}`}>{d.countryName}</Link> ›{' '}
        <span aria-current="page">{d.title}</span>
      </nav>
      <VisaHeader d={d} />
      <div className="vs-detail__cols">
        <div className="vs-detail__main">
          <ChecklistPreview key={d.code} d={d} />
          <VisaDistricts d={d} />
        </div>
        <aside className="vs-detail__side">
          <VisaFees d={d} />
          <section className="card vs-notes" aria-labelledby="vs-notes-title">
            <h2 id="vs-notes-title" className="vs-section__title">
              办理须知
            </h2>
            <ul>
              {d.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
