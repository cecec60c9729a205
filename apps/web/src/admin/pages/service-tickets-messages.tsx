import type { CSSProperties } from 'react';
import { App, Button, Empty, Space, Tag } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { FileView, TicketMessageView } from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { openStaffAttachment } from './service-tickets-files';

const AUTHOR: Record<TicketMessageView['author'], { label: string; color: string }> = {
  MEMBER: { label: '会员', color: 'blue' },
  VISITOR: { label: '访客', color: 'cyan' },
  STAFF: { label: '客服', color: 'green' },
};

// styles inline: the console's stylesheet is shared by every page
const THREAD: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const MEMBER_MSG: CSSProperties = {
  background: '#f5f7fa',
  border: '1px solid #e8ecf2',
  borderRadius: 8,
  padding: '10px 14px',
  margin: '0 48px 12px 0',
};
const STAFF_MSG: CSSProperties = {
  ...MEMBER_MSG,
  background: '#f0f7ff',
  border: '1px solid #cfe3ff',
  margin: '0 0 12px 48px',
};
const TEXT: CSSProperties = { margin: '8px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-word' };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** An attachment as a link: read with the staff token and opened in a new tab. */
function AttachmentLink({ file }: { file: FileView }) {
  const { message } = App.useApp();
  return (
    <Button
      type="link"
      size="small"
      icon={<PaperClipOutlined />}
      onClick={() => openStaffAttachment(file).catch((err: Error) => message.error(err.message))}
    >
      {file.name}（{sizeText(file.size)}）
    </Button>
  );
}

/** A ticket's conversation, oldest first: who wrote, when, the text and the attachments. */
export function TicketMessages({
  messages,
  contactName,
}: {
  messages: readonly TicketMessageView[];
  contactName: string;
}) {
  if (messages.length === 0) {
    return <Empty description="暂无消息" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  }
  return (
    <ol style={THREAD}>
      {messages.map((m, i) => (
        <li
          key={`${m.at}-${i}`}
          style={m.author === 'STAFF' ? STAFF_MSG : MEMBER_MSG}
          data-testid="admin-ticket-message"
        >
          <Space size={8}>
            <Tag color={AUTHOR[m.author].color}>{AUTHOR[m.author].label}</Tag>
            <strong>{m.author === 'STAFF' ? m.authorName || '客服' : contactName}</strong>
            <small className="admin-muted">{beijing(m.at)}</small>
          </Space>
          <p style={TEXT}>{m.content}</p>
          {m.attachments.length > 0 && (
            <div>
              {m.attachments.map((f) => (
                <AttachmentLink key={f.id} file={f} />
              ))}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
