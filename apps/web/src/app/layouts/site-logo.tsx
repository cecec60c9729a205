import { Link } from 'react-router';

export function SiteLogo({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/" className="logo" aria-label="旅行网首页">
      <span className="logo__mark" aria-hidden>
        旅
      </span>
      <span className="logo__text">
        旅行网
        {!compact && <small>机票 · 火车票 · 酒店</small>}
      </span>
    </Link>
  );
}
