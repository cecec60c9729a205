import { useState } from 'react';
import { Card, Input, Modal, Table } from 'antd';
import {
  GROUP_STATE_LABEL,
  GROUP_STATES,
  StaffGroupPath,
  type StaffGroupQueueResult,
} from '@lvxing/shared';
import { GroupQuoteModal } from '../parts/group-quote-modal';
import { StateTabs } from '../parts/state-tabs';
import { useNow } from '../parts/use-now';
import { useStaffQueue } from '../parts/use-staff-queue';
import { asRow, groupColumns, type GroupAct, type GroupRow } from './group-quotes-columns';

/** The Chinese wording of a simple act's success. */
const DONE: Record<'accept' | 'balance', string> = {
  accept: '已受理，请尽快报价',
  balance: '已通知会员支付尾款',
};

/**
 * 团队报价 (运营, 管理员): group travel requests by state with counts and the time since
 * submitted; 受理, 报价 (a new version supersedes the current one), 通知付尾款 and 关闭 with a
 * reason. Each act is one call the server checks and writes to the audit log.
 */
export default function GroupQuotesPage() {
  const now = useNow();
  const q = useStaffQueue<StaffGroupQueueResult>(StaffGroupPath.queue, {});
  const [quoting, setQuoting] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const onAct = (kind: GroupAct, r: GroupRow) => {
    if (kind === 'quote') setQuoting(r.requestNo);
    else if (kind === 'close') setClosing(r.requestNo);
    else void q.act(StaffGroupPath[kind], { requestNo: r.requestNo }, DONE[kind]);
  };
  const rows = (q.data?.items ?? []).map(asRow);
  return (
    <Card title="团队报价">
      <StateTabs
        active={q.state}
        onChange={q.pickState}
        states={GROUP_STATES}
        labels={GROUP_STATE_LABEL}
        counts={q.data?.counts ?? {}}
      />
      <Table<GroupRow>
        rowKey="requestNo"
        loading={q.loading}
        columns={groupColumns(onAct, now)}
        dataSource={rows}
        pagination={{
          current: q.page,
          pageSize: 20,
          total: q.data?.total ?? 0,
          onChange: q.setPage,
        }}
        // an empty table scrolled sideways is a scroll region with nothing to focus (axe:
        // scrollable-region-focusable); rows bring their buttons
        scroll={rows.length ? { x: 1320 } : undefined}
      />
      <GroupQuoteModal
        requestNo={quoting}
        onClose={() => setQuoting(null)}
        onDone={() => {
          setQuoting(null);
          void q.load();
        }}
      />
      <Modal
        title={`关闭申请 ${closing ?? ''}`}
        open={closing !== null}
        okText="关闭申请"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        onCancel={() => setClosing(null)}
        onOk={async () => {
          await q.act(
            StaffGroupPath.close,
            { requestNo: closing, reason: reason.trim() },
            '申请已关闭',
          );
          setClosing(null);
          setReason('');
        }}
      >
        <Input.TextArea
          aria-label="关闭原因"
          placeholder="关闭原因（会员可见），如：客户已选择其他方案"
          rows={3}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
