import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import FileSearchOutlined from '@ant-design/icons-svg/es/asn/FileSearchOutlined';

interface BookNoticeProps {
  title: string;
  text: string;
  /** Where to choose again (the kind's search), with the button text. */
  linkTo: string;
  linkText: string;
}

/** What a booking page shows without a usable choice (no offer, train or schedule). */
export function BookNotice({ title, text, linkTo, linkText }: BookNoticeProps) {
  return (
    <div className="container book-notice">
      <div className="card empty">
        <div className="empty__art" aria-hidden>
          <Icon svg={FileSearchOutlined} />
        </div>
        <p className="empty__title">{title}</p>
        <p className="empty__sub">{text}</p>
        <Link className="btn btn--primary" to={linkTo}>
          {linkText}
        </Link>
      </div>
    </div>
  );
}

/** The booking page for a visitor: log in first (the choice is resumed after the login). */
export function LoginNotice({ text, onLogin }: { text: string; onLogin: () => void }) {
  return (
    <div className="container book-notice">
      <div className="card empty">
        <p className="empty__title">登录后继续预订</p>
        <p className="empty__sub">{text}</p>
        <button type="button" className="btn btn--primary" onClick={onLogin}>
          立即登录
        </button>
      </div>
    </div>
  );
}
