import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { StaffHotelQueueItem } from '@lvxing/shared';
import { beijing } from './beijing';
import { SlaClock } from './sla-clock';

/** The 人工确认 queue's columns: the stay, the guests, the SLA clock and the two acts. */
export function queueColumns(
  now: number,
  onConfirm: (item: StaffHotelQueueItem) => void,
  onNoRoom: (orderNo: string) => Promise<void>,
): ColumnsType<StaffHotelQueueItem> {
  return [
    { title: '订单号', dataIndex: 'orderNo', width: 180 },
    {
      title: '酒店 / 房型',
      key: 'hotel',
      render: (_, r) => (
        <>
          <div>{r.hotelName}</div>
          <small className="admin-muted">
            {r.roomTypeName} × {r.rooms}间
          </small>
        </>
      ),
    },
    {
      title: '入住 / 离店',
      key: 'stay',
      width: 120,
      render: (_, r) => (
        <>
          {r.checkIn}
          <br />
          {r.checkOut}
        </>
      ),
    },
    { title: '入住人', dataIndex: 'guestNames', width: 100, render: (g: string[]) => g.join('、') },
    {
      title: '联系人',
      key: 'contact',
      width: 130,
      render: (_, r) => (
        <>
          {r.contactName}
          <br />
          {r.contactMobileMasked}
        </>
      ),
    },
    {
      title: '确认时限',
      key: 'sla',
      width: 170,
      render: (_, r) => (
        <>
          <small className="admin-muted">提交于 {beijing(r.submittedAt, 'MM-DD HH:mm')}</small>
          <br />
          <SlaClock submittedAt={r.submittedAt} deadline={r.deadline} now={now} />
        </>
      ),
    },
    {
      title: '操作',
      key: 'act',
      width: 170,
      render: (_, r) => (
        <Space>
          <Button type="primary" size="small" onClick={() => onConfirm(r)}>
            确认
          </Button>
          <Popconfirm
            title="确认无房？"
            description="订单将取消并全额退款，并短信通知客人"
            okText="确认无房"
            cancelText="再想想"
            onConfirm={() => onNoRoom(r.orderNo)}
          >
            <Button danger size="small">
              确认无房
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
