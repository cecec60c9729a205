import { Link } from 'react-router';
import { FileSearchOutlined } from '@ant-design/icons';

/** What the booking page shows without a usable offer. */
export function BookNotice({ title, text }: { title: string; text: string }) {
  return (
    <div className="container book-notice">
      <div className="card empty">
        <div className="empty__art" aria-hidden>
          <FileSearchOutlined />
        </div>
        <p className="empty__title">{title}</p>
        <p className="empty__sub">{text}</p>
        <Link className="btn btn--primary" to="/ticket/search">
          去搜索航班
        </Link>
      </div>
    </div>
  );
}
