import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Form,
  Input,
  Radio,
  Space,
  Tag,
  Timeline,
} from 'antd';
import {
  MOBILE_PATTERN,
  StaffOrderPath,
  productPart,
  type OrderDetail,
  type StaffOrderLookupResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { useStaffSession } from '../session';
import { CarSettleForm } from '../parts/car-settle-form';
import { beijing } from '../parts/beijing';
import { yuan } from '../parts/money';

type By = 'orderNo' | 'mobile';

/**
 * 订单查询 (客服, 运营, 管理员): orders by order number or by the contact's mobile (at most 20,
 * newest first), each with its whole timeline; personal data comes masked from the server.
 */
export default function OrderLookupPage() {
  const { message } = App.useApp();
  const [by, setBy] = useState<By>('orderNo');
  const [orders, setOrders] = useState<OrderDetail[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [last, setLast] = useState<{ value: string } | null>(null);

  const search = async ({ value }: { value: string }) => {
    setLast({ value });
    setLoading(true);
    try {
      const res = await staffPost<StaffOrderLookupResult>(StaffOrderPath.lookup, {
        [by]: value.trim(),
      });
      setOrders(res.items);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setLoading(false);
    }
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="订单查询">
        <Form name="order-lookup" layout="inline" onFinish={search}>
          <Form.Item>
            <Radio.Group
              value={by}
              onChange={(e) => setBy(e.target.value as By)}
              optionType="button"
              options={[
                { label: '按订单号', value: 'orderNo' },
                { label: '按联系人手机号', value: 'mobile' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="value"
            label={by === 'orderNo' ? '订单号' : '联系人手机号'}
            rules={[
              { required: true, message: by === 'orderNo' ? '请输入订单号' : '请输入手机号' },
              by === 'orderNo'
                ? { pattern: /^\s*\d{12,24}\s*$/, message: '订单号不正确' }
                : { pattern: MOBILE_PATTERN, message: '手机号应为11位数字' },
            ]}
          >
            <Input
              allowClear
              style={{ width: 260 }}
              placeholder={by === 'orderNo' ? '输入订单号' : '输入联系人手机号'}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={loading}>
            查询
          </Button>
        </Form>
      </Card>
      {orders?.length === 0 && (
        <Card>
          <Empty description="没有找到订单" />
        </Card>
      )}
      {orders?.map((o) => (
        <OrderCard key={o.orderNo} order={o} onChanged={() => last && void search(last)} />
      ))}
    </Space>
  );
}

/** Whether the signed-in staff member settles rentals (运营, 管理员; the server checks again). */
const useSettles = () => {
  const role = useStaffSession((s) => s.staff?.role);
  return role === 'OPERATIONS' || role === 'ADMIN';
};

function OrderCard({ order: o, onChanged }: { order: OrderDetail; onChanged: () => void }) {
  const settles = useSettles();
  const settling = settles && o.state === 'RETURNED' && productPart(o, 'CAR') !== null;
  return (
    <Card
      title={
        <Space>
          订单 {o.orderNo}
          <Tag color="blue">{o.stateLabel}</Tag>
        </Space>
      }
    >
      <Descriptions column={3} size="small" style={{ marginBottom: 16 }}>
        <Descriptions.Item label="产品">{o.title}</Descriptions.Item>
        <Descriptions.Item label="出行日期">{o.travelDate || '—'}</Descriptions.Item>
        <Descriptions.Item label="订单金额">{yuan(o.totalFen)}</Descriptions.Item>
        <Descriptions.Item label="下单时间">{beijing(o.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="联系人">
          {o.contact.name} {o.contact.mobileMasked}
        </Descriptions.Item>
        <Descriptions.Item label="出行人">{o.passengerNames.join('、') || '—'}</Descriptions.Item>
        <Descriptions.Item label="支付">
          {o.payment ? `${yuan(o.payment.amountFen)}（${beijing(o.payment.paidAt)}）` : '未支付'}
        </Descriptions.Item>
        <Descriptions.Item label="退款">
          {o.refunds.length
            ? o.refunds
                .map((r) => `${yuan(r.amountFen)} ${r.state === 'SUCCEEDED' ? '已退款' : '退款中'}`)
                .join('；')
            : '无'}
        </Descriptions.Item>
      </Descriptions>
      {settling && <CarSettleForm orderNo={o.orderNo} onSettled={onChanged} />}
      <Timeline
        items={o.timeline.map((t) => ({
          title: beijing(t.at),
          content: t.text,
        }))}
      />
    </Card>
  );
}
