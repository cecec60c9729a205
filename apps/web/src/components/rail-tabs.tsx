import { Link } from 'react-router';

/** 火车票 | 汽车票: the two tabs of /train (the coach search is /train?type=bus). */
export function RailTabs({
  active,
  trainHref = '/train',
  busHref = '/train?type=bus',
}: {
  active: 'train' | 'bus';
  trainHref?: string;
  busHref?: string;
}) {
  const tab = (kind: 'train' | 'bus', to: string, label: string) => (
    <Link
      role="tab"
      aria-selected={active === kind}
      className={active === kind ? 'rail-tabs__tab is-active' : 'rail-tabs__tab'}
      to={to}
      data-testid={`rail-tab-${kind}`}
    >
      {label}
    </Link>
  );
  return (
    <nav className="rail-tabs" role="tablist" aria-label="车票类型">
      {tab('train', trainHref, '火车票')}
      {tab('bus', busHref, '汽车票')}
    </nav>
  );
}
