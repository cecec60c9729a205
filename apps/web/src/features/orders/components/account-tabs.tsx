import { NavLink } from 'react-router';
import './account-tabs.css';

/** The member's lists: 我的订单 and 我的申请 (requests a person at the agency answers). */
const TABS = [
  { to: '/orderList', label: '我的订单' },
  { to: '/requestList', label: '我的申请' },
];

/** The tabs over the member's lists, each a link to its page. */
export function AccountTabs() {
  return (
    <nav className="card account-tabs" aria-label="我的账户">
      {TABS.map((t) => (
        <NavLink
          key={t.to}
          to={t.to}
          className={({ isActive }) =>
            isActive ? 'account-tabs__tab is-active' : 'account-tabs__tab'
          }
        >
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
