import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { LoginResult } from '@lvxing/shared';
import { Dialog } from '@/components/dialog';
import { PasswordLoginForm } from './password-login-form';
import { SmsLoginForm } from './sms-login-form';

interface LoginOverlayProps {
  open: boolean;
  onClose: () => void;
  onSuccess: (result: LoginResult) => void;
}

const tabs = [
  { key: 'password', label: '密码登录' },
  { key: 'sms', label: '验证码登录' },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/** The login modal (site-spec §2): dark mask, two tabs, forgot-password and register links. */
export function LoginOverlay({ open, onClose, onSuccess }: LoginOverlayProps) {
  const id = useId();
  const [tab, setTab] = useState<TabKey>('password');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      className="login-overlay"
      title={
        <div className="login-overlay__head">
          <span className="logo__mark" aria-hidden>
            旅
          </span>
          <div>
            <div className="login-overlay__title">欢迎登录旅行网</div>
            <div className="login-overlay__sub">登录后可预订机票、火车票并管理订单</div>
          </div>
        </div>
      }
    >
      <div className="login-tabs" role="tablist" aria-label="登录方式">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            id={`${id}-tab-${t.key}`}
            aria-selected={tab === t.key}
            aria-controls={`${id}-panel-${t.key}`}
            className={tab === t.key ? 'login-tabs__tab is-active' : 'login-tabs__tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'password' ? (
          <PasswordLoginForm onSuccess={onSuccess} />
        ) : (
          <SmsLoginForm onSuccess={onSuccess} />
        )}
      </div>
      <div className="login-overlay__links">
        <Link to="/register?type=reset">忘记密码</Link>
        <Link to="/register?type=register">立即注册</Link>
      </div>
      <p className="login-overlay__note">未注册的手机号通过验证码登录将自动创建账户</p>
    </Dialog>
  );
}

export default LoginOverlay;
