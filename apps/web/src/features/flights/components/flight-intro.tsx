import { defaultQuery, queryToParams } from '@/components/flight-search/search-query';
import { popularRoutes, SearchIntro } from '@/components/search-intro';

type City = { code: string; name: string };
const bj: City = { code: 'CBJS', name: '北京' };
const sh: City = { code: 'CSHA', name: '上海' };
const gz: City = { code: 'CAN', name: '广州' };
const sz: City = { code: 'SZX', name: '深圳' };
const hz: City = { code: 'HGH', name: '杭州' };
const xa: City = { code: 'XIY', name: '西安' };

const routes = popularRoutes<City>(
  [
    [bj, sh],
    [sh, bj],
    [bj, gz],
    [sh, sz],
    [gz, sh],
    [sz, bj],
    [hz, bj],
    [xa, sh],
  ],
  (c) => c.name,
  (from, to) => `/ticket/search?${queryToParams(defaultQuery({ from, to }))}`,
);

const tips = [
  { title: '低价日历', text: '搜索后可查看前后几天的最低价，灵活出行更省钱' },
  { title: '多家比价', text: '同一航班汇集航司旗舰店与代理商报价，退改规则一目了然' },
  { title: '极速出票', text: '支付成功后自动出票，票号在订单详情中即时可查' },
];

/** /ticket/search without a route: popular routes and what the search offers. */
export function FlightIntro() {
  return <SearchIntro title="热门航线" routes={routes} tips={tips} />;
}
