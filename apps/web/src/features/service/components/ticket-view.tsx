import { useState } from 'react';
import { Input, Rate, type UploadFile } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { SERVICE_SLA_TEXT, TICKET_RATING_LABEL, type TicketDetail } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { PageSpinner } from '@/components/page-spinner';
import { useApiQuery, useAppQueryClient } from '@/lib/query-hooks';
import { useUserStore } from '@/stores/user-store';
import { closeTicket, replyTicket, ticketDetail } from '../api/service-api';
import { AttachmentsField, uploadedIds } from './attachments-field';
import { TicketMessages } from './ticket-messages';

/** The member's reply box (open tickets). */
function ReplyBox({ t, onDone }: { t: TicketDetail; onDone: () => void }) {
  const client = useAppQueryClient();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<UploadFile[]>([]);
  const send = useMutation(
    {
      mutationFn: () =>
        replyTicket({ ticketNo: t.ticketNo, content: text, attachmentIds: uploadedIds(files) }),
      onSuccess: () => {
        setText('');
        setFiles([]);
        onDone();
      },
    },
    client,
  );
  return (
    <div className="svc-reply">
      <h3>{t.state === 'AWAITING_MEMBER' ? '客服在等您的回复' : '补充说明'}</h3>
      <Input.TextArea
        rows={3}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-label="回复内容"
        placeholder="请输入回复内容"
      />
      <AttachmentsField files={files} onChange={setFiles} />
      <button
        type="button"
        className="btn btn--primary"
        disabled={!text.trim() || send.isPending}
        onClick={() => send.mutate()}
      >
        发送回复
      </button>
    </div>
  );
}

/** Close and rate a 已解决 ticket: 1–5 stars and a comment. */
function RateBox({ t, onDone }: { t: TicketDetail; onDone: () => void }) {
  const client = useAppQueryClient();
  const [stars, setStars] = useState(5);
  const [comment, setComment] = useState('');
  const send = useMutation(
    {
      mutationFn: () => closeTicket({ ticketNo: t.ticketNo, rating: stars, comment }),
      onSuccess: onDone,
    },
    client,
  );
  return (
    <div className="svc-reply">
      <h3>问题已解决，请为本次服务评分</h3>
      <Rate
        value={stars}
        onChange={setStars}
        tooltips={[1, 2, 3, 4, 5].map((n) => TICKET_RATING_LABEL[n]!)}
        aria-label="评分"
      />
      <Input.TextArea
        rows={2}
        maxLength={300}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        aria-label="评价内容"
        placeholder="说说您的评价（选填）"
      />
      <button
        type="button"
        className="btn btn--primary"
        disabled={stars < 1 || send.isPending}
        onClick={() => send.mutate()}
      >
        关闭工单并评价
      </button>
    </div>
  );
}

/** One of the member's tickets: state, the promise, the conversation, reply or rate. */
export function TicketView({ ticketNo, onBack }: { ticketNo: string; onBack: () => void }) {
  const member = useUserStore((s) => s.userInfo.mobile);
  const {
    data: t,
    loading,
    reload,
  } = useApiQuery(['service', member, 'detail', ticketNo], () => ticketDetail(ticketNo));
  if (loading && !t) return <PageSpinner />;
  if (!t) return <p>未找到该工单</p>;
  return (
    <section className="card svc-panel" aria-labelledby="ticket-title" data-testid="ticket-view">
      <button type="button" className="btn" onClick={onBack}>
        返回我的工单
      </button>
      <h2 id="ticket-title">
        【{t.categoryLabel}】工单 {t.ticketNo} ·{' '}
        <span data-testid="ticket-state">{t.stateLabel}</span>
      </h2>
      <p className="svc-sla">
        {t.firstReplyAt
          ? `客服已于 ${formatInstant(t.firstReplyAt)} 首次回复`
          : `服务承诺：${SERVICE_SLA_TEXT}（${formatInstant(t.replyDueAt)} 前）`}
      </p>
      <p className="svc-meta">
        提交于 {formatInstant(t.submittedAt)}
        {t.orderNo && (
          <>
            {' '}
            · 订单 <a href={`/orderDetail?orderNo=${t.orderNo}`}>{t.orderNo}</a>
          </>
        )}
      </p>
      <TicketMessages messages={t.messages} />
      {t.state === 'RESOLVED' && <RateBox t={t} onDone={() => void reload()} />}
      {t.state === 'CLOSED' && (
        <p>
          工单已关闭
          {t.rating ? `，您的评分：${t.rating} 星（${TICKET_RATING_LABEL[t.rating]}）` : ''}
        </p>
      )}
      {t.state !== 'CLOSED' && <ReplyBox t={t} onDone={() => void reload()} />}
    </section>
  );
}
