import { Link, useLocation } from 'react-router';
import { Icon } from '@/components/icon';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { UserEntry } from '@/features/auth';
import { selectLoggedIn, useUserStore } from '@/stores/user-store';
import { isNavActive, navItems } from './nav-items';
import { SiteLogo } from './site-logo';

/**
 * Desktop header: logo, hotline, the member's links (常用旅客) and login entry, and the navigation
 * to every area.
 */
export function SiteHeader() {
  const { pathname, search } = useLocation();
  const loggedIn = useUserStore(selectLoggedIn);
  const area = useUserStore((s) => s.navInfo.area);
  return (
    <header className="site-header">
      <div className="container site-header__top">
        <SiteLogo />
        <div className="site-header__side">
          <span className="site-header__hotline">
            <Icon svg={PhoneOutlined} aria-hidden /> 客服热线 400-820-6666
          </span>
          {loggedIn && (
            <Link className="site-header__member" to="/passengers">
              常用旅客
            </Link>
          )}
          <UserEntry />
        </div>
      </div>
      <nav className="site-nav" aria-label="主导航">
        <ul className="container site-nav__list">
          {navItems.map((item) => {
            const active = isNavActive(item, pathname, search, area);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className={active ? 'site-nav__link is-active' : 'site-nav__link'}
                  aria-current={active ? 'page' : undefined}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
