import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  COOPERATION_STATE_LABEL,
  StaffCooperationPath,
  StaffHotelPath,
  type StaffCooperationListResult,
  type StaffHotelQueueResult,
} from '@lvxing/shared';
import { staffPost } from '../api';
import { pagesFor } from '../pages';
import { useStaffSession } from '../session';

interface Counts {
  hotel?: StaffHotelQueueResult;
  cooperation?: StaffCooperationListResult;
}

/** 工作台: what waits in each queue the role works (from the queue calls' counts). */
export default function DashboardPage() {
  const staff = useStaffSession((s) => s.staff);
  const navigate = useNavigate();
  const [counts, setCounts] = useState<Counts>({});
  const may = (path: string) => pagesFor(staff?.role).some((p) => p.path === path);
  const hotel = may('hotel');
  const cooperation = may('cooperation');

  useEffect(() => {
    const one = { page: 1, pageSize: 1 };
    if (hotel) {
      staffPost<StaffHotelQueueResult>(StaffHotelPath.queue, one).then(
        (r) => setCounts((c) => ({ ...c, hotel: r })),
        () => undefined,
      );
    }
    if (cooperation) {
      staffPost<StaffCooperationListResult>(StaffCooperationPath.list, one).then(
        (r) => setCounts((c) => ({ ...c, cooperation: r })),
        () => undefined,
      );
    }
  }, [hotel, cooperation]);

  const coop = counts.cooperation?.stateCounts ?? {};
  const cards = [
    hotel && { key: 'h1', title: '酒店待确认', value: counts.hotel?.total, to: 'hotel' },
    hotel && {
      key: 'h2',
      title: '酒店确认已超时',
      value: counts.hotel?.overdue,
      to: 'hotel',
      red: true,
    },
    cooperation && {
      key: 'c1',
      title: `合作申请 · ${COOPERATION_STATE_LABEL.SUBMITTED}`,
      value: coop.SUBMITTED ?? 0,
      to: 'cooperation',
    },
    cooperation && {
      key: 'c2',
      title: `合作申请 · ${COOPERATION_STATE_LABEL.NEGOTIATING}`,
      value: coop.NEGOTIATING ?? 0,
      to: 'cooperation',
    },
  ].filter((c) => !!c);

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        您好，{staff?.displayName}
      </Typography.Title>
      {cards.length === 0 && (
        <Card>
          <Typography.Paragraph>
            客服可在“订单查询”中按订单号或联系人手机号查询订单及其进度。
          </Typography.Paragraph>
        </Card>
      )}
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.key} xs={24} sm={12} xl={6}>
            <Card hoverable onClick={() => navigate(`/admin/${c.to}`)}>
              <Statistic
                title={c.title}
                value={c.value ?? '—'}
                suffix={c.value === undefined ? undefined : '件'}
                styles={c.red ? { content: { color: '#cf1322' } } : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </>
  );
}
