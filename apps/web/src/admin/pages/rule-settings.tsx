import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  StaffRulePath,
  type StaffRuleItem,
  type StaffRuleListResult,
  type StaffRuleVersion,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { RuleValue } from '../parts/rule-value';
import { RuleVersionModal } from '../parts/rule-version-modal';

const STATUS_TAG: Record<StaffRuleVersion['status'], { color: string; label: string }> = {
  IN_FORCE: { color: 'green', label: '现行' },
  SCHEDULED: { color: 'blue', label: '待生效' },
  PAST: { color: 'default', label: '已失效' },
};

/**
 * 规则设置 (管理员): the kinds' dated rules with their versions. A change is a new version from a
 * later day; one not yet in effect can be withdrawn. The server checks the role and the value.
 */
export default function RuleSettingsPage() {
  const { message } = App.useApp();
  const [data, setData] = useState<StaffRuleListResult | null>(null);
  const [editing, setEditing] = useState<StaffRuleItem | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await staffPost<StaffRuleListResult>(StaffRulePath.list, {}));
    } catch (err) {
      message.error((err as Error).message);
    }
  }, [message]);
  useEffect(() => void load(), [load]);

  const withdraw = async (rule: StaffRuleItem, v: StaffRuleVersion) => {
    try {
      await staffPost(StaffRulePath.withdraw, { key: rule.key, effectiveFrom: v.effectiveFrom });
      message.success(`已撤回 ${rule.label} 自 ${v.effectiveFrom} 起的版本`);
      await load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  const versionColumns = (rule: StaffRuleItem): ColumnsType<StaffRuleVersion> => [
    { title: '生效日期', dataIndex: 'effectiveFrom', width: 110 },
    {
      title: '状态',
      dataIndex: 'status',
      width: 80,
      render: (s: StaffRuleVersion['status']) => (
        <Tag color={STATUS_TAG[s].color}>{STATUS_TAG[s].label}</Tag>
      ),
    },
    {
      title: '内容',
      key: 'value',
      render: (_, v) => <RuleValue value={v.value} fields={rule.fields} />,
    },
    { title: '依据', dataIndex: 'source', width: 320 },
    {
      title: '操作',
      key: 'act',
      width: 80,
      render: (_, v) =>
        v.status === 'SCHEDULED' ? (
          <Popconfirm
            title={`撤回自 ${v.effectiveFrom} 起的版本？`}
            okText="撤回"
            cancelText="取消"
            onConfirm={() => withdraw(rule, v)}
          >
            <Button size="small" danger>
              撤回
            </Button>
          </Popconfirm>
        ) : null,
    },
  ];

  const columns: ColumnsType<StaffRuleItem> = [
    { title: '业务', dataIndex: 'kindLabel', width: 80 },
    {
      title: '规则',
      key: 'rule',
      width: 180,
      render: (_, r) => (
        <>
          <div>{r.label}</div>
          <Typography.Text type="secondary" className="admin-mono">
            {r.key}
          </Typography.Text>
        </>
      ),
    },
    {
      title: '现行内容',
      key: 'current',
      render: (_, r) => {
        const v = r.versions.find((x) => x.status === 'IN_FORCE');
        return v ? <RuleValue value={v.value} fields={r.fields} /> : '—';
      },
    },
    {
      title: '现行自',
      key: 'since',
      width: 110,
      render: (_, r) => r.versions.find((x) => x.status === 'IN_FORCE')?.effectiveFrom ?? '—',
    },
    {
      title: '待生效',
      key: 'next',
      width: 130,
      render: (_, r) =>
        r.versions
          .filter((v) => v.status === 'SCHEDULED')
          .map((v) => (
            <Tag color="blue" key={v.effectiveFrom}>
              {v.effectiveFrom} 起
            </Tag>
          )),
    },
    {
      title: '操作',
      key: 'act',
      width: 120,
      render: (_, r) => (
        <Button size="small" type="primary" onClick={() => setEditing(r)}>
          安排新版本
        </Button>
      ),
    },
  ];

  return (
    <Card title="规则设置">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="规则按生效日期分版本：现行版本不能修改，调整请安排自明天起生效的新版本，生效前可撤回。每次安排与撤回都记入审计日志。"
      />
      <Table<StaffRuleItem>
        rowKey="key"
        columns={columns}
        dataSource={data?.items ?? []}
        loading={data === null}
        pagination={false}
        scroll={{ x: 1000 }}
        expandable={{
          expandRowByClick: false,
          rowExpandable: () => true,
          expandedRowRender: (r) => (
            <Table<StaffRuleVersion>
              rowKey="effectiveFrom"
              size="small"
              columns={versionColumns(r)}
              dataSource={r.versions}
              pagination={false}
            />
          ),
        }}
      />
      <RuleVersionModal
        rule={editing}
        today={data?.today ?? ''}
        onClose={() => setEditing(null)}
        onDone={async () => {
          setEditing(null);
          await load();
        }}
      />
    </Card>
  );
}
