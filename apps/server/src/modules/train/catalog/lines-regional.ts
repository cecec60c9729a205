import type { LineSpec } from './lines-data';

/**
 * Regional and intercity high-speed corridors that bring the rest of the 50 largest cities onto
 * the network (written like the trunk ones, kilometres approximate, see lines-data.ts).
 */
export const REGIONAL_LINES: LineSpec[] = [
  {
    id: 'lanxin',
    name: '兰新高铁',
    highSpeed: true,
    maxKmh: 250,
    bureau: '81',
    route:
      '*兰州西:0 *西宁:197 门源:330 山丹马场:420 民乐:470 *张掖西:510 酒泉南:710 嘉峪关南:735 *哈密:1270 吐鲁番北:1630 *乌鲁木齐:1776',
    trains: { D: 4, G: 2 },
    numbers: { D: 2701, G: 2701 },
  },
  {
    id: 'jingzhang',
    name: '京张高铁—张呼高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京北:0 清河:11 昌平:35 八达岭长城:60 东花园北:80 怀来:95 下花园北:125 宣化北:145 *张家口:174 乌兰察布:300 *呼和浩特东:460',
    trains: { G: 8, D: 2 },
    numbers: { G: 2401, D: 6701 },
  },
  {
    id: 'jingqin',
    name: '京津城际—津秦客专（京秦）',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京南:0 武清:80 *天津:120 军粮城北:140 滨海:165 *唐山:235 滦河:290 北戴河:340 *秦皇岛:380',
    trains: { G: 4, D: 6 },
    numbers: { G: 2601, D: 6401 },
  },
  {
    id: 'jingjin',
    name: '京津城际',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route: '*北京南:0 武清:80 *天津:120',
    trains: { C: 16 },
    numbers: { C: 2001 },
  },
  {
    id: 'nanguang',
    name: '南广铁路',
    highSpeed: true,
    maxKmh: 250,
    bureau: '65',
    route:
      '*广州南:0 *佛山西:30 三水南:50 肇庆东:90 云浮东:150 梧州南:200 藤县:240 平南南:300 桂平:340 贵港:420 *南宁东:570',
    trains: { D: 8, G: 4 },
    numbers: { D: 3601, G: 2901 },
  },
  {
    id: 'guangzhu',
    name: '广珠城际',
    highSpeed: true,
    maxKmh: 200,
    bureau: '65',
    route: '*广州南:0 *顺德:30 中山北:62 *中山:75 *珠海:116',
    trains: { C: 16 },
    numbers: { C: 7601 },
  },
  {
    id: 'husutong',
    name: '沪苏通铁路',
    highSpeed: true,
    maxKmh: 200,
    bureau: '5l',
    route: '*上海:0 安亭西:30 太仓:56 常熟:88 张家港:110 *南通西:137 *南通:157',
    trains: { D: 6 },
    numbers: { D: 5501 },
  },
  {
    id: 'qingrong',
    name: '青荣城际',
    highSpeed: true,
    maxKmh: 250,
    bureau: '38',
    route:
      '*青岛北:0 即墨北:40 莱阳:125 海阳北:150 桃村北:190 *烟台南:235 牟平:265 *威海:305 荣成:360',
    trains: { D: 8 },
    numbers: { D: 6201 },
  },
  {
    id: 'shenshan',
    name: '厦深铁路（深圳—汕头）',
    highSpeed: true,
    maxKmh: 250,
    bureau: '65',
    route:
      '*深圳北:0 深圳坪山:40 *惠州南:70 惠东:100 汕尾:160 陆丰:200 普宁:260 *潮汕:300 *汕头:325',
    trains: { D: 6 },
    numbers: { D: 7301 },
  },
  {
    id: 'guiguang',
    name: '贵广高铁',
    highSpeed: true,
    maxKmh: 300,
    bureau: '87',
    route:
      '*贵阳北:0 都匀东:110 三都县:190 榕江:250 从江:300 三江南:370 *桂林:460 阳朔:520 钟山西:630 贺州:660 怀集:730 广宁:770 肇庆东:800 *佛山西:830 *广州南:857',
    trains: { D: 6, G: 4 },
    numbers: { D: 1801, G: 2801 },
  },
  {
    id: 'ninghang',
    name: '宁杭高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '5l',
    route: '*南京南:0 溧水:50 溧阳:90 宜兴:125 长兴:155 湖州:180 德清:200 *杭州东:249',
    trains: { G: 8, D: 4 },
    numbers: { G: 7601, D: 5401 },
  },
];
