import { useEffect, useState } from 'react';
import type { FileView, TicketMessageView } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { attachmentUrl } from '../api/service-api';

/** One attachment: a thumbnail for an image, a link for a PDF (fetched with the member's token). */
function Attachment({ file }: { file: FileView }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    void attachmentUrl(file.id).then((u) => {
      made = u;
      setUrl(u);
    });
    return () => {
      if (made) URL.revokeObjectURL(made);
    };
  }, [file.id]);
  if (!url) return <span className="svc-meta">{file.name}</span>;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      download={file.mime === 'application/pdf' ? file.name : undefined}
    >
      {file.mime.startsWith('image/') && <img src={url} alt={file.name} />}
      <span className="svc-meta">{file.name}</span>
    </a>
  );
}

const WHO = { MEMBER: '我', VISITOR: '我', STAFF: '客服' } as const;

/** The conversation of a ticket, oldest first: the description, then the replies both ways. */
export function TicketMessages({ messages }: { messages: TicketMessageView[] }) {
  return (
    <ol className="svc-msgs" aria-label="沟通记录">
      {messages.map((m, i) => (
        <li
          key={i}
          className={`svc-msg${m.author === 'STAFF' ? ' svc-msg--staff' : ''}`}
          data-testid="ticket-message"
        >
          <div>
            <strong>{m.authorName || WHO[m.author]}</strong>
            <span className="svc-meta"> · {formatInstant(m.at)}</span>
            <p>{m.content}</p>
            {m.attachments.length > 0 && (
              <div className="svc-attachments">
                {m.attachments.map((f) => (
                  <Attachment key={f.id} file={f} />
                ))}
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}
