import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { TICKET_STATE_LABEL, type StaffTicketItem, type TicketState } from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { openColumn } from '../parts/queue-table';
import { SlaClock } from '../parts/sla-clock';

/** Tag colours of the ticket states. */
export const TICKET_STATE_COLOR: Record<TicketState, string> = {
  SUBMITTED: 'orange',
  PROCESSING: 'blue',
  AWAITING_MEMBER: 'purple',
  RESOLVED: 'green',
  CLOSED: 'default',
};

/** A ticket state as a coloured tag. */
export const TicketStateTag = ({ state }: { state: TicketState }) => (
  <Tag color={TICKET_STATE_COLOR[state]}>{TICKET_STATE_LABEL[state]}</Tag>
);

/** The first-reply promise of a row: the live clock until a person answers, then when they did. */
function FirstReply({ item, now }: { item: StaffTicketItem; now: number }) {
  if (item.firstReplyAt) {
    return (
      <small className="admin-muted">
        已于 {beijing(item.firstReplyAt, 'MM-DD HH:mm')} 首次回复
      </small>
    );
  }
  if (item.state === 'CLOSED') return <small className="admin-muted">未回复即关闭</small>;
  return <SlaClock submittedAt={item.submittedAt} deadline={item.replyDueAt} now={now} />;
}

/** The ticket queue's columns: the ticket, the contact, its state, the SLA clock and 查看处理. */
export function ticketColumns(
  now: number,
  onOpen: (ticketNo: string) => void,
): ColumnsType<StaffTicketItem> {
  return [
    {
      title: '工单号',
      key: 'no',
      width: 200,
      render: (_, r) => (
        <>
          <div>{r.ticketNo}</div>
          <small className="admin-muted">提交于 {beijing(r.submittedAt, 'MM-DD HH:mm')}</small>
        </>
      ),
    },
    { title: '类型', dataIndex: 'categoryLabel', width: 80 },
    {
      title: '问题摘要',
      key: 'summary',
      render: (_, r) => (
        <>
          <div>{r.summary}</div>
          <small className="admin-muted">{r.orderNo ? `订单 ${r.orderNo}` : '未关联订单'}</small>
        </>
      ),
    },
    {
      title: '联系人',
      key: 'contact',
      width: 130,
      render: (_, r) => (
        <>
          {r.contactName || (r.fromMember ? '会员' : '访客')}
          <br />
          <small className="admin-muted">{r.contactMobileMasked}</small>
        </>
      ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (s: TicketState) => <TicketStateTag state={s} />,
    },
    {
      title: '首次回复时限',
      key: 'sla',
      width: 170,
      render: (_, r) => <FirstReply item={r} now={now} />,
    },
    openColumn((r) => onOpen(r.ticketNo)),
  ];
}
