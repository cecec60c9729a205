import { useState } from 'react';
import { App, Button, Card, Checkbox, Form, Input, Space, Statistic } from 'antd';
import {
  StaffHotelPath,
  type StaffHotelActResult,
  type StaffHotelQueueItem,
  type StaffHotelQueueResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { ConfirmModal } from '../parts/hotel-confirm-modal';
import { queueColumns } from '../parts/hotel-queue-columns';
import { useNow } from '../parts/use-now';
import { QueueTable } from '../parts/queue-table';
import { useStaffQueue } from '../parts/use-staff-queue';

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
  const q = useStaffQueue<StaffHotelQueueResult, Filters>(StaffHotelPath.queue, {
    overdueOnly: false,
  });
  const { data } = q;
  const [confirming, setConfirming] = useState<StaffHotelQueueItem | null>(null);

  const noRoom = async (orderNo: string) => {
    try {
      const res = await staffPost<StaffHotelActResult>(StaffHotelPath.noRoom, { orderNo });
      message.success(`订单 ${orderNo} 已确认无房，${res.stateLabel}，款项将全额退回`);
      await q.load();
    } catch (err) {
      message.error((err as Error).message);
    }
  };

  const columns = queueColumns(now, setConfirming, noRoom);

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
          initialValues={q.filters}
          onFinish={(v) =>
            q.applyFilters({
              hotelName: v.hotelName?.trim() || undefined,
              overdueOnly: v.overdueOnly,
            })
          }
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
        <QueueTable<StaffHotelQueueItem>
          rowKey="orderNo"
          columns={columns}
          rowClassName={(r) => (Date.parse(r.deadline) <= now ? 'admin-row-overdue' : '')}
          queue={q}
          emptyText="暂无待确认的订单"
          unit="单"
        />
      </Card>
      <ConfirmModal item={confirming} onClose={() => setConfirming(null)} onDone={q.load} />
    </Space>
  );
}
