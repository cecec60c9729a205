import { useState } from 'react';
import { Button, Card, Checkbox, Form, Select, Space, Statistic } from 'antd';
import {
  StaffServicePath,
  TICKET_CATEGORIES,
  TICKET_CATEGORY_LABEL,
  TICKET_STATE_LABEL,
  TICKET_STATES,
  type StaffTicketItem,
  type StaffTicketQueueResult,
  type TicketCategory,
} from '@lvxing/shared';
import { StateTabs } from '../parts/state-tabs';
import { useNow } from '../parts/use-now';
import { QueueTable } from '../parts/queue-table';
import { useStaffQueue } from '../parts/use-staff-queue';
import { ticketColumns } from './service-tickets-columns';
import { TicketDrawer } from './service-tickets-drawer';

interface Filters {
  category?: TicketCategory;
  overdueOnly: boolean;
}

/**
 * 客服工单 (客服, 管理员): the ticket queue by state (a tab each, with its count), type and
 * 仅看超时, each row's first-reply clock (24 小时内首次回复), and a drawer with the conversation,
 * the reply form and the state change.
 */
export default function ServiceTicketsPage() {
  const now = useNow();
  const q = useStaffQueue<StaffTicketQueueResult, Filters>(StaffServicePath.queue, {
    overdueOnly: false,
  });
  const [open, setOpen] = useState<string | null>(null);
  const { data } = q;
  const counts = data?.byState ?? {};
  const pending = (counts.SUBMITTED ?? 0) + (counts.PROCESSING ?? 0);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space size={48}>
          <Statistic title="待处理" value={pending} suffix="单" />
          <Statistic title="待会员回复" value={counts.AWAITING_MEMBER ?? 0} suffix="单" />
          <Statistic
            title="首次回复超时"
            value={data?.overdue ?? 0}
            suffix="单"
            styles={{ content: { color: '#cf1322' } }}
          />
        </Space>
      </Card>
      <Card title="客服工单">
        <Form<Filters>
          layout="inline"
          initialValues={q.filters}
          onFinish={(v) =>
            q.applyFilters({ category: v.category || undefined, overdueOnly: v.overdueOnly })
          }
          style={{ marginBottom: 8 }}
        >
          <Form.Item name="category" label="问题类型">
            <Select
              allowClear
              placeholder="全部"
              style={{ width: 140 }}
              options={TICKET_CATEGORIES.map((c) => ({
                value: c,
                label: TICKET_CATEGORY_LABEL[c],
              }))}
            />
          </Form.Item>
          <Form.Item name="overdueOnly" valuePropName="checked">
            <Checkbox>仅看超时</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Form>
        <StateTabs
          active={q.state}
          onChange={q.pickState}
          states={TICKET_STATES}
          labels={TICKET_STATE_LABEL}
          counts={counts}
        />
        <QueueTable<StaffTicketItem>
          rowKey="ticketNo"
          columns={ticketColumns(now, setOpen)}
          rowClassName={(r) => (r.overdue ? 'admin-row-overdue' : '')}
          queue={q}
          emptyText="暂无工单"
          unit="单"
        />
      </Card>
      <TicketDrawer ticketNo={open} onClose={() => setOpen(null)} onChanged={q.load} />
    </Space>
  );
}
