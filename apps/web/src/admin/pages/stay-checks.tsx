import { useState } from 'react';
import { Button, Card, Form, InputNumber, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  STAY_CHECK_DEFAULT_DAYS,
  STAY_CHECK_MAX_DAYS,
  StaffHotelCorrectionPath,
  type StayCheckItem,
  type StayCheckQueueResult,
  type StayCheckState,
} from '@lvxing/shared';
import { beijing } from '../parts/beijing';
import { yuan } from '../parts/money';
import { QueueTable } from '../parts/queue-table';
import { useStaffQueue } from '../parts/use-staff-queue';
import { CorrectionModal, type Correction } from './stay-checks-modal';

interface Filters {
  checkState?: StayCheckState;
  withinDays: number;
}

const STATE_OPTIONS = [
  { value: 'NO_SHOW', label: '未入住' },
  { value: 'CHECKED_IN', label: '已入住' },
];

function columns(onCorrect: (c: Correction) => void): ColumnsType<StayCheckItem> {
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
      width: 110,
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
      width: 120,
      render: (_, r) => (
        <>
          {r.contactName}
          <br />
          <small className="admin-muted">{r.contactMobileMasked}</small>
        </>
      ),
    },
    { title: '在线已付', dataIndex: 'paidFen', width: 100, render: (f: number) => yuan(f) },
    {
      title: '状态',
      key: 'state',
      width: 130,
      render: (_, r) => (
        <>
          <Tag color={r.state === 'NO_SHOW' ? 'red' : 'green'}>{r.stateLabel}</Tag>
          <br />
          <small className="admin-muted">{beijing(r.changedAt, 'MM-DD HH:mm')}</small>
        </>
      ),
    },
    {
      title: '操作',
      key: 'act',
      width: 140,
      render: (_, r) =>
        r.state === 'NO_SHOW' ? (
          <Button size="small" type="primary" onClick={() => onCorrect({ item: r, to: 'STAYED' })}>
            更正为已入住
          </Button>
        ) : (
          <Button size="small" danger onClick={() => onCorrect({ item: r, to: 'NO_SHOW' })}>
            更正为未入住
          </Button>
        ),
    },
  ];
}

/**
 * 入住更正 (运营, 管理员): hotel stays to check against the hotel's report — 未入住 marked and
 * 已入住 by the date in the last days — each with 更正为已入住 / 更正为未入住 and a required reason.
 */
export default function StayChecksPage() {
  const q = useStaffQueue<StayCheckQueueResult, Filters>(StaffHotelCorrectionPath.queue, {
    withinDays: STAY_CHECK_DEFAULT_DAYS,
  });
  const [correction, setCorrection] = useState<Correction | null>(null);

  return (
    <Card title="入住更正">
      <p className="admin-muted" style={{ marginTop: 0 }}>
        与酒店核对入住情况：近期被标记为未入住的订单，以及到入住日期自动改为已入住的订单。更正须填写原因，记入审计日志。
      </p>
      <Form<Filters>
        layout="inline"
        initialValues={q.filters}
        onFinish={(v) =>
          q.applyFilters({ checkState: v.checkState || undefined, withinDays: v.withinDays })
        }
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="checkState" label="入住状态">
          <Select allowClear placeholder="全部" style={{ width: 120 }} options={STATE_OPTIONS} />
        </Form.Item>
        <Form.Item
          name="withinDays"
          label="最近"
          rules={[{ required: true, message: '请填写天数' }]}
        >
          <InputNumber
            min={1}
            max={STAY_CHECK_MAX_DAYS}
            precision={0}
            suffix="天"
            style={{ width: 110 }}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
        </Space>
      </Form>
      <QueueTable<StayCheckItem>
        rowKey="orderNo"
        columns={columns(setCorrection)}
        queue={q}
        emptyText="近期没有需要核对的入住"
        unit="单"
      />
      <CorrectionModal
        correction={correction}
        onClose={() => setCorrection(null)}
        onDone={q.load}
      />
    </Card>
  );
}
