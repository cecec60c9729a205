import { SearchIntro } from '@/components/search-intro';
import { parseStayQuery, stayQueryString } from '../../lib/stay-query';

/** Hot cities (their catalog codes: 行政区划代码 of the city). */
const HOT_CITIES = [
  ['310100', '上海'],
  ['110100', '北京'],
  ['440100', '广州'],
  ['440300', '深圳'],
  ['330100', '杭州'],
  ['510100', '成都'],
  ['610100', '西安'],
  ['500100', '重庆'],
] as const;

const tips = [
  { title: '一价全网', text: '同一酒店、同一房型、同一晚，所有人看到的都是同一个价格' },
  { title: '30分钟确认', text: '支付后30分钟内酒店未确认，订单自动取消并全额退款' },
  { title: '凌晨入住', text: '06:00前可预订前一晚入住的房间，免费取消截止时间精确到分钟' },
];

/** /hotel before a destination is chosen: hot cities for tonight, and what booking here offers. */
export function HotelIntro() {
  const stay = parseStayQuery(new URLSearchParams());
  const routes = HOT_CITIES.map(([city, cityName]) => ({
    label: `${cityName}酒店`,
    to: `/hotel?${stayQueryString({ ...stay, city, cityName })}`,
  }));
  return <SearchIntro title="热门城市" routes={routes} tips={tips} />;
}
