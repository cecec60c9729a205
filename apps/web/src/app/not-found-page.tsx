import { Link } from 'react-router';

/** Any unknown path. */
export default function NotFoundPage() {
  return (
    <div className="container not-found">
      <p className="not-found__code" aria-hidden>
        404
      </p>
      <h1>页面不存在</h1>
      <p>您访问的页面可能已被移除，或链接地址有误。</p>
      <Link className="btn btn--primary" to="/">
        返回首页
      </Link>
    </div>
  );
}
