import { useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Modal, Popconfirm, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  STAFF_ROLE_LABEL,
  StaffPath,
  type StaffCreateResult,
  type StaffRole,
  type StaffView,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from '../parts/beijing';
import { EnrolQr } from '../parts/enrol-qr';
import { ROLE_OPTIONS, StaffCreateModal } from '../parts/staff-create-modal';
import { useStaffSession } from '../session';

/** 员工管理 (管理员): accounts, a new one (its enrolment QR code shown once), role, disable. */
export default function StaffAccountsPage() {
  const { message } = App.useApp();
  const me = useStaffSession((s) => s.staff);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<{ total: number; items: StaffView[] } | null>(null);
  const [creating, setCreating] = useState(false);
  const [enrol, setEnrol] = useState<StaffCreateResult | null>(null);

  const load = useCallback(async () => {
    try {
      setData(await staffPost(StaffPath.list, { page, pageSize: 20 }));
    } catch (err) {
      message.error((err as Error).message);
    }
  }, [page, message]);
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

  const columns: ColumnsType<StaffView> = [
    { title: '登录名', dataIndex: 'loginName' },
    { title: '姓名', dataIndex: 'displayName' },
    {
      title: '角色',
      key: 'role',
      render: (_, r) => (
        <Select<StaffRole>
          value={r.role}
          options={ROLE_OPTIONS}
          style={{ width: 110 }}
          aria-label={`${r.displayName}的角色`}
          disabled={r.disabled || r.id === me?.id}
          onChange={(role) =>
            act(
              StaffPath.roleChange,
              { staffId: r.id, role },
              `已将 ${r.displayName} 改为${STAFF_ROLE_LABEL[role]}`,
            )
          }
        />
      ),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, r) =>
        r.disabled ? (
          <Tag>已停用</Tag>
        ) : r.lockedUntil && Date.parse(r.lockedUntil) > Date.now() ? (
          <Tag color="orange">临时锁定</Tag>
        ) : (
          <Tag color="green">正常</Tag>
        ),
    },
    { title: '创建时间', dataIndex: 'createdAt', render: (v: string) => beijing(v) },
    {
      title: '操作',
      key: 'act',
      render: (_, r) =>
        r.disabled || r.id === me?.id ? null : (
          <Popconfirm
            title={`停用 ${r.displayName}？`}
            description="停用后该账号立即退出且不能再登录"
            okText="停用"
            cancelText="取消"
            onConfirm={() => act(StaffPath.disable, { staffId: r.id }, `已停用 ${r.displayName}`)}
          >
            <Button danger size="small">
              停用
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <Card
      title="员工管理"
      extra={
        <Button type="primary" onClick={() => setCreating(true)}>
          新建员工
        </Button>
      }
    >
      <Table<StaffView>
        rowKey="id"
        columns={columns}
        dataSource={data?.items ?? []}
        pagination={{
          current: page,
          pageSize: 20,
          total: data?.total ?? 0,
          onChange: setPage,
          showTotal: (t) => `共 ${t} 人`,
        }}
      />
      <StaffCreateModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={async (res) => {
          setCreating(false);
          setEnrol(res);
          await load();
        }}
      />
      <Modal
        title={enrol ? `已创建：${enrol.staff.displayName}（${enrol.staff.loginName}）` : ''}
        open={enrol !== null}
        footer={
          <Button type="primary" onClick={() => setEnrol(null)}>
            已完成绑定
          </Button>
        }
        closable={false}
        maskClosable={false}
      >
        {enrol && <EnrolQr uri={enrol.otpauthUri} />}
      </Modal>
    </Card>
  );
}
