import { useState } from 'react';
import { Button, Card, Form, Input, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  COOPERATION_STATE_LABEL,
  COOPERATION_STATES,
  STAFF_COOPERATION_KIND_LABEL,
  STAFF_COOPERATION_KINDS,
  StaffCooperationPath,
  type CooperationState,
  type StaffCooperationItem,
  type StaffCooperationListResult,
} from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { CooperationDrawer, STATE_COLOR } from '../parts/cooperation-drawer';
import { StateTabs } from '../parts/state-tabs';
import { openColumn, QueueTable } from '../parts/queue-table';
import { useStaffQueue } from '../parts/use-staff-queue';

interface Filters {
  kind?: string;
  keyword?: string;
}

const kindLabel = (k: string) =>
  STAFF_COOPERATION_KIND_LABEL[k as keyof typeof STAFF_COOPERATION_KIND_LABEL] ?? k;

/**
 * 合作申请 (运营, 管理员): 公务出行, 企业商旅 and 定制游 requests by kind, state and name, a tab per state
 * with its count, and a drawer with the whole request, its history and the next moves.
 */
export default function CooperationPage() {
  const q = useStaffQueue<StaffCooperationListResult, Filters>(StaffCooperationPath.list, {});
  const [open, setOpen] = useState<string | null>(null);

  const columns: ColumnsType<StaffCooperationItem> = [
    { title: '申请编号', dataIndex: 'requestNo', width: 200 },
    { title: '类型', dataIndex: 'kind', width: 100, render: kindLabel },
    { title: '单位名称/定制行程', dataIndex: 'orgName' },
    { title: '联系人', key: 'contact', render: (_, r) => `${r.contactName} ${r.contactMobile}` },
    { title: '提交时间', dataIndex: 'createdAt', width: 170, render: (v: string) => beijing(v) },
    {
      title: '状态',
      dataIndex: 'state',
      width: 100,
      render: (s: CooperationState) => (
        <Tag color={STATE_COLOR[s]}>{COOPERATION_STATE_LABEL[s]}</Tag>
      ),
    },
    openColumn((r) => setOpen(r.requestNo)),
  ];

  return (
    <Card title="合作申请">
      <Form<Filters>
        layout="inline"
        onFinish={(v) =>
          q.applyFilters({ kind: v.kind || undefined, keyword: v.keyword?.trim() || undefined })
        }
        style={{ marginBottom: 8 }}
      >
        <Form.Item name="kind" label="申请类型">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 140 }}
            options={STAFF_COOPERATION_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
          />
        </Form.Item>
        <Form.Item name="keyword" label="单位名称或编号">
          <Input allowClear placeholder="输入单位名称或申请编号" style={{ width: 240 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <StateTabs
        active={q.state}
        onChange={q.pickState}
        states={COOPERATION_STATES}
        labels={COOPERATION_STATE_LABEL}
        counts={q.data?.stateCounts ?? {}}
      />
      <QueueTable<StaffCooperationItem>
        rowKey="requestNo"
        columns={columns}
        queue={q}
        emptyText="暂无合作申请"
      />
      <CooperationDrawer requestNo={open} onClose={() => setOpen(null)} onMoved={q.load} />
    </Card>
  );
}
