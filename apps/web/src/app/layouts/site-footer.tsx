import { Link } from 'react-router';
import { useClientValue } from '@/lib/client-value';

const thisYear = () => new Date().getFullYear();

/** Desktop footer: about, contact, service, copyright. */
export function SiteFooter() {
  // not written into prerendered pages (built on another day): filled in once mounted
  const year = useClientValue<number | null>(thisYear, null);
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <strong>旅行网</strong>
          <span>机票、火车票、汽车票、酒店、用车、签证、旅游一站预订</span>
        </div>
        <nav className="site-footer__links" aria-label="页脚导航">
          <Link to="/aboutUs">关于我们</Link>
          <Link to="/connect">联系我们</Link>
          <Link to="/service">客服中心</Link>
          <Link to="/official">公务合作</Link>
          <Link to="/company">企业商旅</Link>
          <Link to="/agreement">用户协议</Link>
          <Link to="/privacy">隐私政策</Link>
        </nav>
        <div className="site-footer__contact">
          <span>客服热线</span>
          <strong>400-820-6666</strong>
          <span>7×24 小时服务</span>
        </div>
      </div>
      <div className="site-footer__copy">© {year} 旅行网 版权所有 · 沪ICP备00000000号</div>
    </footer>
  );
}
