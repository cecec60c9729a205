import { busQueryToParams, defaultBusQuery } from '@/components/bus-search/bus-query';
import { popularRoutes, SearchIntro } from '@/components/search-intro';

const routes = popularRoutes(
  [
    ['南京', '上海'],
    ['上海', '南京'],
    ['上海', '杭州'],
    ['杭州', '上海'],
    ['南京', '苏州'],
    ['广州', '深圳'],
    ['成都', '重庆'],
    ['北京', '天津'],
  ] as const,
  (city) => city,
  (from, to) => `/train?${busQueryToParams(defaultBusQuery({ from, to }))}`,
);

const tips = [
  { title: '车站直连', text: '汇集各城市客运站班次，发车时间、车型、余票实时可查' },
  { title: '儿童票', text: '6–14 周岁儿童购儿童票（半价），6 周岁以下儿童免票不占座' },
  { title: '在线退票', text: '支持退票的班次可在订单详情中申请，手续费按车站规定收取' },
];

/** The 汽车票 tab before a search: popular routes and what the search offers. */
export function BusIntro() {
  return <SearchIntro title="热门线路" routes={routes} tips={tips} />;
}
