import { useCallback, useEffect, useState } from 'react';
import { App, Button, Descriptions, Divider, Drawer, Select, Space, Spin } from 'antd';
import {
  STAFF_STATE_MOVES,
  StaffServicePath,
  TICKET_STATE_LABEL,
  type StaffTicketDetail,
  type TicketActResult,
  type TicketState,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from '../parts/beijing';
import { TicketStateTag } from './service-tickets-columns';
import { TicketMessages } from './service-tickets-messages';
import { TicketReplyForm, type ReplyValues } from './service-tickets-reply';

/** The state change: the targets STAFF_STATE_MOVES allows from the ticket's state. */
function StateChange(props: {
  state: TicketState;
  busy: boolean;
  onChange: (to: TicketState) => Promise<void>;
}) {
  const next = STAFF_STATE_MOVES[props.state];
  const [to, setTo] = useState<TicketState | undefined>(next[0]);
  if (next.length === 0) return <span className="admin-muted">工单已关闭，不能再修改状态</span>;
  return (
    <Space>
      <Select<TicketState>
        aria-label="改为状态"
        style={{ width: 160 }}
        value={to}
        onChange={setTo}
        options={next.map((s) => ({ value: s, label: TICKET_STATE_LABEL[s] }))}
      />
      <Button loading={props.busy} disabled={!to} onClick={() => to && props.onChange(to)}>
        修改状态
      </Button>
    </Space>
  );
}

/**
 * A ticket's drawer: who and what (mobile masked), the conversation with its attachments, the
 * reply form and the state change; each act reloads the ticket and the queue.
 */
export function TicketDrawer(props: {
  ticketNo: string | null;
  onClose: () => void;
  onChanged: () => Promise<void>;
}) {
  const { ticketNo, onClose, onChanged } = props;
  const { message } = App.useApp();
  const [t, setT] = useState<StaffTicketDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (!ticketNo) return;
    try {
      setT(await staffPost<StaffTicketDetail>(StaffServicePath.detail, { ticketNo }));
    } catch (err) {
      message.error((err as Error).message);
    }
  }, [ticketNo, message]);
  useEffect(() => {
    setT(null);
    void load();
  }, [load]);

  const act = async (path: string, body: object) => {
    setBusy(true);
    try {
      const res = await staffPost<TicketActResult>(path, { ticketNo, ...body });
      message.success(
        `工单 ${res.ticketNo} 已${path === StaffServicePath.reply ? '回复，' : ''}改为“${res.stateLabel}”`,
      );
      await Promise.all([load(), onChanged()]);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      title={t ? `${t.categoryLabel}工单 ${t.ticketNo}` : '客服工单'}
      size={680}
      open={ticketNo !== null}
      onClose={onClose}
    >
      {!t ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label="状态">
              <Space size={4}>
                <TicketStateTag state={t.state} />
                {t.overdue && <span className="admin-overdue">首次回复已超时</span>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label="提交时间">{beijing(t.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label="联系人">
              {t.contactName || '未留姓名'}（{t.fromMember ? '会员' : '访客'}）
            </Descriptions.Item>
            <Descriptions.Item label="手机号">{t.contactMobileMasked}</Descriptions.Item>
            <Descriptions.Item label="关联订单">{t.orderNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="首次回复">
              {t.firstReplyAt ? beijing(t.firstReplyAt) : `应于 ${beijing(t.replyDueAt)} 前`}
            </Descriptions.Item>
            {t.rating !== null && (
              <Descriptions.Item label="会员评价" span={2}>
                {t.rating} 星 {t.ratingComment}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Divider titlePlacement="start">沟通记录</Divider>
          <TicketMessages messages={t.messages} contactName={t.contactName} />
          {t.state !== 'CLOSED' && (
            <>
              <Divider titlePlacement="start">回复会员</Divider>
              <TicketReplyForm
                key={`${t.state}-${t.messages.length}`}
                busy={busy}
                onReply={(v: ReplyValues) => act(StaffServicePath.reply, v)}
              />
            </>
          )}
          <Divider titlePlacement="start">修改状态</Divider>
          <StateChange
            key={t.state}
            state={t.state}
            busy={busy}
            onChange={(state) => act(StaffServicePath.state, { state })}
          />
        </>
      )}
    </Drawer>
  );
}
