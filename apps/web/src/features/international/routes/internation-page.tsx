import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '@/components/icon';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { FlightSearchForm } from '@/components/flight-search/flight-search-form';
import { defaultQuery, queryToParams } from '@/components/flight-search/search-query';
import { PageBanner } from '@/components/page-banner';
import '@/styles/flights.css';
import { HotInternational } from '../components/hot-international';

const notes = [
  { title: '证件要求', text: '国际及港澳台航班请使用护照或港澳台通行证，证件有效期需满 6 个月' },
  { title: '提前到达', text: '建议起飞前 3 小时到达机场，预留值机、安检与出入境时间' },
  { title: '行李额度', text: '不同航司与舱位托运行李额不同，预订前可查看报价详情' },
];

/** /internation: the flight search for international routes, hot international cities, notes. */
export default function InternationPage() {
  const navigate = useNavigate();
  const [initial, setInitial] = useState(() =>
    defaultQuery({ from: { code: 'CSHA', name: '上海' }, to: null }),
  );
  return (
    <div className="area">
      <PageBanner
        eyebrow="国际机票"
        title="国际·港澳台机票"
        description="全球航线多家航司实时比价，护照预订，出票快速"
        icon={<Icon svg={GlobalOutlined} />}
      />
      <div className="container area__body">
        <section className="card intl-search">
          <FlightSearchForm
            key={`${initial.from?.code}-${initial.to?.code}`}
            initial={initial}
            intl
            onSearch={(q) => navigate(`/ticket/search?${queryToParams(q)}`)}
          />
        </section>
        <HotInternational
          onPick={(c) => setInitial((q) => ({ ...q, to: { code: c.code, name: c.nameZh } }))}
        />
        <ul className="area__highlights">
          {notes.map((n) => (
            <li key={n.title} className="card area__highlight">
              <strong>{n.title}</strong>
              <span>{n.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
