import { Link } from 'react-router';
import { defaultQuery, queryToParams } from '@/components/flight-search/search-query';

type City = { code: string; name: string };
const bj: City = { code: 'CBJS', name: '北京' };
const sh: City = { code: 'CSHA', name: '上海' };
const gz: City = { code: 'CAN', name: '广州' };
const sz: City = { code: 'SZX', name: '深圳' };
const hz: City = { code: 'HGH', name: '杭州' };
const xa: City = { code: 'XIY', name: '西安' };

const routes: [City, City][] = [
  [bj, sh],
  [sh, bj],
  [bj, gz],
  [sh, sz],
  [gz, sh],
  [sz, bj],
  [hz, bj],
  [xa, sh],
];

const tips = [
  { title: '低价日历', text: '搜索后可查看前后几天的最低价，灵活出行更省钱' },
  { title: '多家比价', text: '同一航班汇集航司旗舰店与代理商报价，退改规则一目了然' },
  { title: '极速出票', text: '支付成功后自动出票，票号在订单详情中即时可查' },
];

/** /ticket/search without a route: popular routes and what the search offers. */
export function SearchIntro() {
  return (
    <div className="search-intro">
      <section className="card search-intro__routes">
        <h2>热门航线</h2>
        <ul>
          {routes.map(([from, to]) => (
            <li key={`${from.code}-${to.code}`}>
              <Link to={`/ticket/search?${queryToParams(defaultQuery({ from, to }))}`}>
                {from.name} → {to.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <ul className="search-intro__tips">
        {tips.map((t) => (
          <li key={t.title} className="card">
            <strong>{t.title}</strong>
            <span>{t.text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
