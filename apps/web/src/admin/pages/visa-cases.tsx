import { useState } from 'react';
import { Card, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  StaffVisaPath,
  VISA_CASE_STATE_LABEL,
  VISA_CASE_STATES,
  type StaffVisaCaseListResult,
  type StaffVisaCaseRow,
} from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { StateTabs } from '../parts/state-tabs';
import { openColumn, QueueTable } from '../parts/queue-table';
import { useStaffQueue } from '../parts/use-staff-queue';
import { VisaCaseDrawer } from '../parts/visa-case-drawer';

/**
 * 签证办理 (运营, 管理员): the applicants' cases by state, a tab per state with its count, and a
 * drawer to review each item and move the case on.
 */
export default function VisaCasesPage() {
  const q = useStaffQueue<StaffVisaCaseListResult>(StaffVisaPath.caseList, {});
  const [open, setOpen] = useState<string | null>(null);

  const columns: ColumnsType<StaffVisaCaseRow> = [
    { title: '订单号', dataIndex: 'orderNo', width: 190 },
    { title: '申请人', dataIndex: 'name', width: 100 },
    { title: '签证', dataIndex: 'visaTitle' },
    { title: '送签城市', dataIndex: 'consulateCity', width: 90 },
    { title: '出发日期', dataIndex: 'departDate', width: 110 },
    { title: '待审材料', dataIndex: 'waitingItems', width: 90 },
    { title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => beijing(v) },
    {
      title: '状态',
      dataIndex: 'stateLabel',
      width: 110,
      render: (label: string) => <Tag color="blue">{label}</Tag>,
    },
    openColumn((r) => setOpen(r.applicantId)),
  ];

  return (
    <Card title="签证办理">
      <StateTabs
        active={q.state}
        onChange={q.pickState}
        states={VISA_CASE_STATES}
        labels={VISA_CASE_STATE_LABEL}
        counts={q.data?.counts ?? {}}
      />
      <QueueTable<StaffVisaCaseRow>
        rowKey="applicantId"
        columns={columns}
        queue={q}
        emptyText="暂无签证办理"
      />
      <VisaCaseDrawer applicantId={open} onClose={() => setOpen(null)} onChanged={q.load} />
    </Card>
  );
}
