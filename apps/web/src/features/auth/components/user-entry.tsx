import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { maskMobile, requireLogin, selectLoggedIn, useUserStore } from '@/stores/user-store';

/** Logs out: tells the server (failures ignored) and clears the stored session. */
export async function logoutNow(): Promise<void> {
  const { refreshToken } = useUserStore.getState().userInfo;
  try {
    const { logout } = await import('../api/logout');
    await logout(refreshToken);
  } catch {
    // the session is cleared locally whatever the server says
  }
  useUserStore.getState().clearUserInfo();
}

/** Header login entry: 请登录 / 免费注册, or the masked mobile with 退出. */
export function UserEntry({ compact = false }: { compact?: boolean }) {
  const loggedIn = useUserStore(selectLoggedIn);
  const mobile = useUserStore((s) => s.userInfo.mobile);

  if (!loggedIn) {
    return (
      <div className="user-entry">
        <button type="button" className="user-entry__login" onClick={requireLogin}>
          <Icon svg={UserOutlined} aria-hidden />
          <span>{compact ? '登录' : '请登录'}</span>
        </button>
        {!compact && (
          <Link className="user-entry__register" to="/register?type=register">
            免费注册
          </Link>
        )}
      </div>
    );
  }
  return (
    <div className="user-entry">
      <span className="user-entry__mobile" title="当前登录账户">
        <Icon svg={UserOutlined} aria-hidden />
        <span>{maskMobile(mobile)}</span>
      </span>
      <button type="button" className="user-entry__logout" onClick={() => void logoutNow()}>
        {!compact && <Icon svg={LogoutOutlined} aria-hidden />}
        <span>退出</span>
      </button>
    </div>
  );
}
