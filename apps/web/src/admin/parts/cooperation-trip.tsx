import { Descriptions, Divider, Table } from 'antd';
import type { CustomEstimate, EstimateLine, FenRange } from '@lvxing/shared';

/** The trip of a custom trip request as stored in its details (the body less the contact). */
interface StoredTrip {
  destinations?: string[];
  departureCity?: string;
  when?: string;
  tripDays?: number;
  adults?: number;
  children?: number;
  budgetFen?: number;
  hotelStandard?: string;
}

const yuan = (fen: number) => `¥${Math.round(fen / 100)}`;
const range = (r: FenRange) =>
  r.lowFen === r.highFen ? yuan(r.lowFen) : `${yuan(r.lowFen)}–${yuan(r.highFen)}`;

/**
 * A custom trip request's own part of the drawer (kind TOUR_CUSTOM): the trip asked for and the
 * indicative range it was answered with, line by line, so the consultant calls with the same
 * figures the traveller saw.
 */
export function CooperationTrip({ details }: { details: Record<string, unknown> }) {
  const trip = (details.trip ?? {}) as StoredTrip;
  const estimate = details.estimate as CustomEstimate | undefined;
  return (
    <>
      <Divider titlePlacement="start">定制行程</Divider>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label="目的地" span={2}>
          {(trip.destinations ?? []).join('、') || '—'}
        </Descriptions.Item>
        <Descriptions.Item label="出发城市">{trip.departureCity ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="出发时间">{trip.when ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="行程天数">{trip.tripDays ?? '—'}天</Descriptions.Item>
        <Descriptions.Item label="人数">
          {trip.adults ?? 0}成人 {trip.children ?? 0}儿童
        </Descriptions.Item>
        <Descriptions.Item label="酒店标准">{trip.hotelStandard ?? '—'}</Descriptions.Item>
        <Descriptions.Item label="人均预算">
          {trip.budgetFen ? yuan(trip.budgetFen) : '未填写'}
        </Descriptions.Item>
      </Descriptions>
      {estimate && (
        <>
          <Divider titlePlacement="start">
            参考价：人均 {range(estimate.perPerson)}，全部 {range(estimate.party)}
          </Divider>
          <Table<EstimateLine>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={estimate.lines}
            columns={[
              { title: '项目', dataIndex: 'label', width: 130 },
              {
                title: '依据',
                key: 'items',
                render: (_, l) =>
                  [...l.items.map((i) => `${i.text} ${range(i)}`), l.note]
                    .filter(Boolean)
                    .join('；'),
              },
              { title: '全部', key: 'party', width: 120, render: (_, l) => range(l.party) },
            ]}
          />
        </>
      )}
    </>
  );
}
