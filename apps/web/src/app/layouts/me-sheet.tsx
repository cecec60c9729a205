import { Link } from 'react-router';
import { logoutNow } from '@/features/auth';
import { maskMobile, useUserStore } from '@/stores/user-store';

/** The 我的 panel of the mobile tab bar for a logged-in member. */
export function MeSheet({ onClose }: { onClose: () => void }) {
  const mobile = useUserStore((s) => s.userInfo.mobile);
  return (
    <div className="me-sheet" role="dialog" aria-label="我的">
      <button type="button" className="me-sheet__scrim" aria-label="关闭" onClick={onClose} />
      <div className="me-sheet__panel">
        <p className="me-sheet__who">
          <span className="logo__mark" aria-hidden>
            旅
          </span>
          {maskMobile(mobile)}
        </p>
        <Link to="/orderList" onClick={onClose}>
          我的订单
        </Link>
        <Link to="/passengers" onClick={onClose}>
          常用旅客
        </Link>
        <Link to="/service" onClick={onClose}>
          客服中心
        </Link>
        <Link to="/aboutUs" onClick={onClose}>
          关于我们
        </Link>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            onClose();
            void logoutNow();
          }}
        >
          退出登录
        </button>
      </div>
    </div>
  );
}
