import { popularRoutes, SearchIntro } from '@/components/search-intro';
import { defaultTrainQuery, trainQueryToParams } from '@/components/train-search/train-query';

const city = (name: string) => ({ code: name, name });

const routes = popularRoutes(
  [
    ['上海', '南京'],
    ['南京', '上海'],
    ['上海', '苏州'],
    ['上海', '杭州'],
    ['北京', '上海'],
    ['上海', '北京'],
    ['南京', '杭州'],
    ['上海', '无锡'],
  ] as const,
  (name) => name,
  (from, to) =>
    `/train?${trainQueryToParams(defaultTrainQuery({ from: city(from), to: city(to) }))}`,
);

const tips = [
  { title: '12306 同步规则', text: '预售期 15 天，开车前 30 分钟停止网上售票' },
  { title: '在线选座', text: '高铁、动车的商务座、一等座、二等座可按 A–F 选择座位' },
  { title: '余票一目了然', text: '每个席别的票价与余票（有 / N张 / 无）同屏展示' },
];

/** /train before a search: popular routes and what the search offers. */
export function TrainIntro() {
  return <SearchIntro title="热门线路" routes={routes} tips={tips} />;
}
