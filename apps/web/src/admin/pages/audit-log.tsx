import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, DatePicker, Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import {
  AUDIT_ACTION_LABEL,
  AUDIT_ACTIONS,
  AUDIT_OBJECT_TYPE_LABEL,
  AUDIT_OBJECT_TYPES,
  StaffPath,
  type AuditAction,
  type AuditEntryView,
  type AuditObjectType,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from '../parts/beijing';
import { ChangeView } from '../parts/change-view';
import { useStaffNames } from '../parts/use-staff-names';

interface FilterForm {
  staffId?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  days?: [Dayjs, Dayjs] | null;
}

type Filter = Record<string, string>;
interface AuditPage {
  total: number;
  items: AuditEntryView[];
}

function toFilter(v: FilterForm): Filter {
  const f: Filter = {};
  if (v.staffId) f.staffId = v.staffId;
  if (v.action) f.action = v.action;
  if (v.objectType) f.objectType = v.objectType;
  if (v.objectId?.trim()) f.objectId = v.objectId.trim();
  if (v.days) {
    f.from = v.days[0].format('YYYY-MM-DD');
    f.to = v.days[1].format('YYYY-MM-DD');
  }
  return f;
}

/**
 * 审计日志 (管理员, 运营): every staff action, newest first, filtered by staff member, action,
 * object and Beijing days, with the object before and after (personal data masked by the server
 * for anyone but 管理员).
 */
export default function AuditLogPage() {
  const { message } = App.useApp();
  const names = useStaffNames();
  const [filter, setFilter] = useState<Filter>({});
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AuditPage | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(await staffPost<AuditPage>(StaffPath.auditList, { page, pageSize: 20, filter }));
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [filter, page, message]);
  useEffect(() => void load(), [load]);

  const columns: ColumnsType<AuditEntryView> = [
    { title: '时间', dataIndex: 'at', width: 160, render: (v: string) => beijing(v) },
    {
      title: '员工',
      dataIndex: 'staffId',
      width: 120,
      render: (id: string | null) => (id ? (names.get(id) ?? `${id.slice(0, 8)}…`) : '系统'),
    },
    {
      title: '操作',
      dataIndex: 'action',
      width: 140,
      render: (a: string) => AUDIT_ACTION_LABEL[a as AuditAction] ?? a,
    },
    {
      title: '对象',
      key: 'object',
      width: 220,
      render: (_, r) => (
        <>
          {AUDIT_OBJECT_TYPE_LABEL[r.objectType as AuditObjectType] ?? r.objectType}
          <br />
          <Typography.Text type="secondary" copyable={!!r.objectId}>
            {r.objectId ?? '—'}
          </Typography.Text>
        </>
      ),
    },
    { title: '变更前', dataIndex: 'before', render: (v: unknown) => <ChangeView value={v} /> },
    { title: '变更后', dataIndex: 'after', render: (v: unknown) => <ChangeView value={v} /> },
    { title: 'IP', dataIndex: 'ip', width: 120, render: (ip: string | null) => ip ?? '—' },
  ];

  return (
    <Card title="审计日志">
      <Form<FilterForm>
        layout="inline"
        style={{ marginBottom: 16, rowGap: 12 }}
        onFinish={(v) => {
          setPage(1);
          setFilter(toFilter(v));
        }}
      >
        {names.size > 0 && (
          <Form.Item name="staffId" label="员工">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="全部"
              style={{ width: 140 }}
              options={[...names].map(([value, label]) => ({ value, label }))}
            />
          </Form.Item>
        )}
        <Form.Item name="action" label="操作">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 170 }}
            options={AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_LABEL[a] }))}
          />
        </Form.Item>
        <Form.Item name="objectType" label="对象类型">
          <Select
            allowClear
            placeholder="全部"
            style={{ width: 120 }}
            options={AUDIT_OBJECT_TYPES.map((t) => ({
              value: t,
              label: AUDIT_OBJECT_TYPE_LABEL[t],
            }))}
          />
        </Form.Item>
        <Form.Item name="objectId" label="对象编号">
          <Input allowClear placeholder="订单号、申请编号等" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="days" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <Table<AuditEntryView>
        rowKey="id"
        size="small"
        tableLayout="fixed"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={loading}
        locale={{ emptyText: '暂无审计记录' }}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.total ?? 0,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 条`,
        }}
      />
    </Card>
  );
}
