import { useCallback, useEffect, useState } from 'react';
import { App, Card, Input, Modal, Table, Tabs } from 'antd';
import {
  GROUP_STATE_LABEL,
  GROUP_STATES,
  StaffGroupPath,
  type StaffGroupQueueResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { GroupQuoteModal } from '../parts/group-quote-modal';
import { useNow } from '../parts/use-now';
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
  const { message } = App.useApp();
  const now = useNow();
  const [state, setState] = useState('ALL');
  const [page, setPage] = useState(1);
  const [data, setData] = useState<StaffGroupQueueResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [quoting, setQuoting] = useState<string | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [reason, setReason] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const body = { ...(state === 'ALL' ? {} : { state }), page, pageSize: 20 };
      setData(await staffPost<StaffGroupQueueResult>(StaffGroupPath.queue, body));
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [state, page, message]);
  useEffect(() => void load(), [load]);

  const act = async (path: string, body: object, done: string) => {
    try {
      await staffPost(path, body);
      message.success(done);
      await load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };
  const onAct = (kind: GroupAct, r: GroupRow) => {
    if (kind === 'quote') setQuoting(r.requestNo);
    else if (kind === 'close') setClosing(r.requestNo);
    else void act(StaffGroupPath[kind], { requestNo: r.requestNo }, DONE[kind]);
  };
  const counts = data?.counts ?? {};
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  return (
    <Card title="团队报价">
      <Tabs
        activeKey={state}
        onChange={(k) => {
          setPage(1);
          setState(k);
        }}
        items={[
          { key: 'ALL', label: `全部 (${all})` },
          ...GROUP_STATES.map((s) => ({
            key: s,
            label: `${GROUP_STATE_LABEL[s]} (${counts[s] ?? 0})`,
          })),
        ]}
      />
      <Table<GroupRow>
        rowKey="requestNo"
        loading={loading}
        columns={groupColumns(onAct, now)}
        dataSource={(data?.items ?? []).map(asRow)}
        pagination={{ current: page, pageSize: 20, total: data?.total ?? 0, onChange: setPage }}
        scroll={{ x: 1100 }}
      />
      <GroupQuoteModal
        requestNo={quoting}
        onClose={() => setQuoting(null)}
        onDone={() => {
          setQuoting(null);
          void load();
        }}
      />
      <Modal
        title={`关闭申请 ${closing ?? ''}`}
        open={closing !== null}
        okText="关闭申请"
        okButtonProps={{ danger: true, disabled: reason.trim().length < 2 }}
        onCancel={() => setClosing(null)}
        onOk={async () => {
          await act(
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
