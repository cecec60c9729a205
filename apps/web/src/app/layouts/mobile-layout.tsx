import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '@/components/icon';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { UserEntry } from '@/features/auth';
import { requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';
import { SiteLogo } from './site-logo';
import { MeSheet } from './me-sheet';

const tabs = [
  { to: '/', label: '首页', icon: <Icon svg={HomeOutlined} /> },
  { to: '/orderList', label: '订单', icon: <Icon svg={ProfileOutlined} /> },
  { to: '/service', label: '客服', icon: <Icon svg={CustomerServiceOutlined} /> },
];

/** Mobile layout: compact header, full-width content and a bottom tab bar. */
export function MobileLayout({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useUserStore(selectLoggedIn);
  const [meOpen, setMeOpen] = useState(false);
  const isHome = pathname === '/' || pathname === '/login';

  const onMe = () => (loggedIn ? setMeOpen((v) => !v) : requireLogin());

  return (
    <div className="layout layout--mobile">
      <header className="m-header">
        {isHome ? (
          <SiteLogo compact />
        ) : (
          <button
            type="button"
            className="m-header__back"
            onClick={() => (key === 'default' ? navigate('/') : navigate(-1))}
          >
            <Icon svg={LeftOutlined} aria-hidden />
            <span>返回</span>
          </button>
        )}
        <UserEntry compact />
      </header>
      <main className="layout__main m-main">{children}</main>
      {meOpen && loggedIn && <MeSheet onClose={() => setMeOpen(false)} />}
      <nav className="m-tabbar" aria-label="底部导航" data-testid="mobile-tab-bar">
        {tabs.map((t) => {
          const active = t.to === '/' ? isHome : pathname.startsWith(t.to);
          return (
            <Link
              key={t.to}
              to={t.to}
              className={active ? 'm-tabbar__item is-active' : 'm-tabbar__item'}
              aria-current={active ? 'page' : undefined}
            >
              <span aria-hidden>{t.icon}</span>
              <span>{t.label}</span>
            </Link>
          );
        })}
        <button
          type="button"
          className={meOpen ? 'm-tabbar__item is-active' : 'm-tabbar__item'}
          onClick={onMe}
        >
          <span aria-hidden>
            <Icon svg={UserOutlined} />
          </span>
          <span>我的</span>
        </button>
      </nav>
    </div>
  );
}
