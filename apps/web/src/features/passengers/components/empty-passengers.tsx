import { Icon } from '@/components/icon';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { requireLogin } from '@/stores/user-store';

/** A member without saved passengers: what they are for, and 新增常用旅客. */
export function EmptyPassengers({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="empty trav-empty">
      <div className="empty__art" aria-hidden>
        <Icon svg={TeamOutlined} />
      </div>
      <p className="empty__title">还没有常用旅客</p>
      <p className="empty__sub">添加家人、同事的证件信息，预订时一键选择，无需重复填写</p>
      <button type="button" className="btn btn--primary" onClick={onAdd}>
        新增常用旅客
      </button>
    </div>
  );
}

/** A visitor: 常用旅客 are a member's, so log in first (the login overlay). */
export function VisitorPrompt() {
  return (
    <div className="card empty" data-testid="passengers-login">
      <div className="empty__art" aria-hidden>
        <Icon svg={UserOutlined} />
      </div>
      <p className="empty__title">登录后管理常用旅客</p>
      <p className="empty__sub">保存常用的乘机人、乘车人信息，预订时一键选择</p>
      <button type="button" className="btn btn--primary" onClick={requireLogin}>
        立即登录
      </button>
    </div>
  );
}
