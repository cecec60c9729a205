import { lazy, Suspense } from 'react';
import { Link } from 'react-router';

const FlightSearchBox = lazy(() => import('./flight-search-box'));

/** The other products: each tab leads to its own area. */
export const otherTabs = [
  { to: '/train', label: '火车票' },
  { to: '/train?type=bus', label: '汽车票' },
  { to: '/hotel', label: '酒店' },
  { to: '/car', label: '用车' },
] as const;

/** Same height as the form, while it loads. */
function FormSkeleton() {
  return <div className="search-card__skeleton" aria-busy="true" aria-label="搜索表单加载中" />;
}

/** The hero search: 机票 (the flight form) and links to 火车票/汽车票/酒店/用车. */
export function SearchCard() {
  return (
    <div className="search-card card">
      <nav className="search-card__tabs" aria-label="预订类型">
        <span className="search-card__tab is-active" aria-current="page">
          机票
        </span>
        {otherTabs.map((t) => (
          <Link key={t.to} to={t.to} className="search-card__tab">
            {t.label}
          </Link>
        ))}
        <Link to="/internation" className="search-card__tab search-card__tab--side">
          国际·港澳台机票 ›
        </Link>
      </nav>
      <Suspense fallback={<FormSkeleton />}>
        <FlightSearchBox />
      </Suspense>
    </div>
  );
}
