import { useCallback, useEffect, useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Form,
  Input,
  Modal,
  Popconfirm,
  Space,
  Statistic,
  Table,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  HOTEL_CONFIRMATION_NO_PATTERN,
  StaffHotelPath,
  type StaffHotelActResult,
  type StaffHotelQueueItem,
  type StaffHotelQueueResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { beijing } from '../parts/beijing';
import { SlaClock } from '../parts/sla-clock';
import { useNow } from '../parts/use-now';

interface Filters {
  hotelName?: string;
  overdueOnly: boolean;
}

/**
 * 酒店确认 (运营, 管理员): the 人工确认 queue with its counts and filters, each row's SLA clock,
 * 确认 (with the hotel's confirmation number) and 确认无房 (the stay cancelled, refunded in full).
 */
export default function HotelQueuePage() {
  const { message } = App.useApp();
  const now = useNow();
  const [filters, setFilters] = useState<Filters>({ overdueOnly: false });
  const [page, setPage] = useState(1);
  const [data, setData] = useState<StaffHotelQueueResult | null>(null);
  const [loading, setLoading] = useState(false);
  const [confirming, setConfirming] = useState<StaffHotelQueueItem | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      setData(
        await staffPost<StaffHotelQueueResult>(StaffHotelPath.queue, {
          ...filters,
          page,
          pageSize: 20,
        }),
      );
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  }, [filters, page, message]);
  useEffect(() => void load(), [load]);

  const noRoom = async (orderNo: string) => {
    try {
      const res = await staffPost<StaffHotelActResult>(StaffHotelPath.noRoom, { orderNo });
      message.success(`订单 ${orderNo} 已确认无房，${res.stateLabel}，款项将全额退回`);
      await load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  const columns: ColumnsType<StaffHotelQueueItem> = [
    { title: '订单号', dataIndex: 'orderNo', width: 190 },
    {
      title: '酒店 / 房型',
      key: 'hotel',
      render: (_, r) => (
        <>
          <div>{r.hotelName}</div>
          <small>
            {r.roomTypeName} × {r.rooms}间
          </small>
        </>
      ),
    },
    {
      title: '入住 — 离店',
      key: 'stay',
      render: (_, r) => `${r.checkIn} 至 ${r.checkOut}`,
      width: 200,
    },
    { title: '入住人', dataIndex: 'guestNames', render: (g: string[]) => g.join('、') },
    {
      title: '联系人',
      key: 'contact',
      render: (_, r) => `${r.contactName} ${r.contactMobileMasked}`,
    },
    {
      title: '提交时间',
      dataIndex: 'submittedAt',
      render: (v: string) => beijing(v, 'MM-DD HH:mm:ss'),
      width: 130,
    },
    {
      title: '确认时限',
      key: 'sla',
      width: 150,
      render: (_, r) => <SlaClock submittedAt={r.submittedAt} deadline={r.deadline} now={now} />,
    },
    {
      title: '操作',
      key: 'act',
      width: 170,
      render: (_, r) => (
        <Space>
          <Button type="primary" size="small" onClick={() => setConfirming(r)}>
            确认
          </Button>
          <Popconfirm
            title="确认无房？"
            description="订单将取消并全额退款，并通知客人"
            okText="确认无房"
            cancelText="再想想"
            onConfirm={() => noRoom(r.orderNo)}
          >
            <Button danger size="small">
              确认无房
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space size={48}>
          <Statistic title="待确认" value={data?.total ?? 0} suffix="单" />
          <Statistic
            title="已超时"
            value={data?.overdue ?? 0}
            suffix="单"
            styles={{ content: { color: '#cf1322' } }}
          />
        </Space>
      </Card>
      <Card title="人工确认队列">
        <Form<Filters>
          layout="inline"
          initialValues={filters}
          onFinish={(v) => {
            setPage(1);
            setFilters({ hotelName: v.hotelName?.trim() || undefined, overdueOnly: v.overdueOnly });
          }}
          style={{ marginBottom: 16 }}
        >
          <Form.Item name="hotelName" label="酒店名称">
            <Input allowClear placeholder="输入酒店名称" />
          </Form.Item>
          <Form.Item name="overdueOnly" valuePropName="checked">
            <Checkbox>仅看超时</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form>
        <Table<StaffHotelQueueItem>
          rowKey="orderNo"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={loading}
          rowClassName={(r) => (Date.parse(r.deadline) <= now ? 'admin-row-overdue' : '')}
          locale={{ emptyText: '暂无待确认的订单' }}
          pagination={{
            current: page,
            pageSize: 20,
            total: data?.total ?? 0,
            onChange: setPage,
            showTotal: (t) => `共 ${t} 单`,
          }}
        />
      </Card>
      <ConfirmModal item={confirming} onClose={() => setConfirming(null)} onDone={load} />
    </Space>
  );
}

/** 确认: asks the hotel's confirmation number, then confirms the stay. */
function ConfirmModal({
  item,
  onClose,
  onDone,
}: {
  item: StaffHotelQueueItem | null;
  onClose: () => void;
  onDone: () => Promise<void>;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ confirmationNo: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ confirmationNo }: { confirmationNo: string }) => {
    if (!item) return;
    setBusy(true);
    try {
      const res = await staffPost<StaffHotelActResult>(StaffHotelPath.confirm, {
        orderNo: item.orderNo,
        confirmationNo: confirmationNo.trim(),
      });
      message.success(`订单 ${item.orderNo} ${res.stateLabel}`);
      form.resetFields();
      onClose();
      await onDone();
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={`确认订单 ${item?.orderNo ?? ''}`}
      open={item !== null}
      okText="确认"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        {item?.hotelName} · {item?.roomTypeName} · {item?.checkIn} 至 {item?.checkOut}
      </p>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="confirmationNo"
          label="酒店确认号"
          rules={[
            { required: true, message: '请填写酒店确认号' },
            {
              pattern: HOTEL_CONFIRMATION_NO_PATTERN,
              message: '酒店确认号应为4–32位字母、数字或 -',
            },
          ]}
        >
          <Input placeholder="酒店提供的确认号" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
