import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { GROUP_STATE_LABEL, type GroupState, type StaffGroupQueueResult } from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { yuan } from '../parts/money';
import { SlaClock } from '../parts/sla-clock';

type GroupItem = StaffGroupQueueResult['items'][number];
/** A queue row: the item with its child count renamed (antd Table reads `children` as tree rows). */
export type GroupRow = Omit<GroupItem, 'children'> & { childCount: number };

/** The queue item as a table row. */
export function asRow({ children, ...item }: GroupItem): GroupRow {
  return { ...item, childCount: children };
}
export type GroupAct = 'accept' | 'quote' | 'close' | 'balance';

/** How long a new request may wait for 受理 before it shows as overdue (one working day). */
const ACCEPT_SLA_MS = 24 * 3600 * 1000;

const STATE_COLOR: Partial<Record<GroupState, string>> = {
  SUBMITTED: 'gold',
  ACCEPTED: 'blue',
  QUOTED: 'cyan',
  CONFIRMED: 'purple',
  DEPOSIT_PAID: 'green',
  COMPLETED: 'success',
  CLOSED: 'default',
};

/** The acts a request's state allows, as the server's state table does. */
function acts(r: GroupRow): GroupAct[] {
  if (r.state === 'SUBMITTED') return ['accept', 'close'];
  if (r.state === 'ACCEPTED' || r.state === 'QUOTED') return ['quote', 'close'];
  if (r.state === 'DEPOSIT_PAID') return ['balance'];
  return [];
}

const ACT_LABEL: Record<GroupAct, string> = {
  accept: '受理',
  quote: '报价',
  close: '关闭',
  balance: '通知付尾款',
};

/** The queue's columns: request, route and party, contact, prices, waiting time, state, acts. */
export function groupColumns(
  onAct: (a: GroupAct, r: GroupRow) => void,
  now: number,
): ColumnsType<GroupRow> {
  return [
    { title: '申请编号', dataIndex: 'requestNo', width: 190 },
    {
      title: '行程',
      key: 'route',
      render: (_, r) =>
        `${r.route} · ${r.firstDate} · ${r.adults}成人${r.childCount ? `${r.childCount}儿童` : ''}`,
    },
    {
      title: '单位 / 联系人',
      key: 'org',
      render: (_, r) => `${r.orgName} ${r.contactName} ${r.mobile}`,
    },
    {
      title: '参考价 / 报价',
      key: 'price',
      width: 170,
      render: (_, r) =>
        `${yuan(r.indicativeFen)}${r.current ? ` / v${r.current.version} ${yuan(r.current.totalFen)}` : ''}`,
    },
    {
      title: '提交时间',
      key: 'submitted',
      width: 170,
      render: (_, r) =>
        r.state === 'SUBMITTED' ? (
          <SlaClock
            submittedAt={r.submittedAt}
            deadline={new Date(Date.parse(r.submittedAt) + ACCEPT_SLA_MS).toISOString()}
            now={now}
          />
        ) : (
          beijing(r.submittedAt)
        ),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 90,
      render: (s: GroupState) => <Tag color={STATE_COLOR[s]}>{GROUP_STATE_LABEL[s]}</Tag>,
    },
    {
      title: '操作',
      key: 'act',
      width: 160,
      fixed: 'right',
      render: (_, r) => (
        <Space size={0}>
          {acts(r).map((a) => (
            <Button key={a} type="link" danger={a === 'close'} onClick={() => onAct(a, r)}>
              {ACT_LABEL[a]}
            </Button>
          ))}
        </Space>
      ),
    },
  ];
}
