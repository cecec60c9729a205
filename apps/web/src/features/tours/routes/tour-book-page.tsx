import { Link, useSearchParams } from 'react-router';

/**
 * /travel/book?productCode=…&date=…&adults=…&children=…: the tour booking form. A placeholder so
 * the route table resolves; helper W2's booking page replaces it.
 */
export default function TourBookPage() {
  const [params] = useSearchParams();
  const code = params.get('productCode') ?? '';
  return (
    <div className="container">
      <div className="card empty">
        <h1 className="empty__title">填写旅游订单</h1>
        <p className="empty__sub">在线预订即将开放，请稍后再试</p>
        <Link
          className="btn btn--primary"
          to={`/travel/detail?${new URLSearchParams({ productCode: code })}`}
        >
          返回线路详情
        </Link>
      </div>
    </div>
  );
}
