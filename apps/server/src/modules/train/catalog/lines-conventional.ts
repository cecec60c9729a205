import type { LineSpec } from './lines-data';

/**
 * Conventional (普速) corridors for the generated Z/T/K trains, written like the high-speed ones
 * (`name:km`, `*` major stop; kilometres approximate, see lines-data.ts).
 */
export const CONVENTIONAL_LINES: LineSpec[] = [
  {
    id: 'jinghu-conv',
    name: '京沪铁路',
    highSpeed: false,
    maxKmh: 160,
    bureau: '24',
    route:
      '*北京:0 *天津:137 沧州:230 德州:314 *济南:495 泰山:560 兖州:640 *徐州:814 宿州:880 蚌埠:979 *南京:1160 镇江:1229 *常州:1297 *无锡:1336 *苏州:1378 *上海:1463',
    trains: { Z: 2, T: 3, K: 4 },
    numbers: { Z: 1, T: 101, K: 101 },
  },
  {
    id: 'jingguang-conv',
    name: '京广铁路—广深铁路',
    highSpeed: false,
    maxKmh: 160,
    bureau: '24',
    route:
      '*北京西:0 *保定:146 *石家庄:277 邢台:384 邯郸:456 安阳:516 新乡:604 *郑州:689 许昌:777 漯河:836 驻马店:905 信阳:1002 *武昌:1225 岳阳:1440 *长沙:1587 株洲:1638 衡阳:1772 郴州:1921 韶关:2087 *广州:2294 东莞:2352 *深圳:2441',
    trains: { Z: 2, T: 3, K: 5 },
    numbers: { Z: 11, T: 121, K: 151 },
  },
  {
    id: 'longhai',
    name: '陇海铁路',
    highSpeed: false,
    maxKmh: 140,
    bureau: '39',
    route:
      '*徐州:0 *商丘:146 开封:287 *郑州:349 *洛阳:473 三门峡:595 华山:700 渭南:790 *西安:860 宝鸡:1033 天水:1187 *兰州:1536',
    trains: { Z: 1, T: 2, K: 4 },
    numbers: { Z: 31, T: 141, K: 201 },
  },
  {
    id: 'jingha-conv',
    name: '京哈铁路',
    highSpeed: false,
    maxKmh: 160,
    bureau: '24',
    route:
      '*北京:0 *唐山:170 北戴河:270 *秦皇岛:295 山海关:313 锦州:480 *沈阳北:705 四平:895 *长春:1005 *哈尔滨:1249',
    trains: { Z: 2, T: 2, K: 4 },
    numbers: { Z: 41, T: 161, K: 251 },
  },
  {
    id: 'hukun-conv',
    name: '沪昆铁路',
    highSpeed: false,
    maxKmh: 140,
    bureau: '5l',
    route:
      '*上海南:0 *杭州:200 金华:380 衢州:470 上饶:580 鹰潭:700 *南昌:830 株洲:1160 *怀化:1560 *贵阳:1990 六盘水:2230 *昆明:2660',
    trains: { Z: 1, T: 2, K: 3 },
    numbers: { Z: 51, T: 181, K: 301 },
  },
  {
    id: 'baocheng',
    name: '陇海铁路—宝成铁路',
    highSpeed: false,
    maxKmh: 120,
    bureau: '27',
    route: '*西安:0 宝鸡:173 *广元:532 江油:640 *绵阳:672 德阳:780 *成都:842',
    trains: { T: 1, K: 4 },
    numbers: { T: 201, K: 351 },
  },
  {
    id: 'lanxin-conv',
    name: '兰新铁路',
    highSpeed: false,
    maxKmh: 160,
    bureau: '81',
    route: '*兰州:0 武威:280 *张掖:510 酒泉:730 嘉峪关:750 *哈密:1350 吐鲁番:1780 *乌鲁木齐:1892',
    trains: { Z: 1, T: 1, K: 2 },
    numbers: { Z: 61, T: 221, K: 401 },
  },
  {
    id: 'guanghai',
    name: '广茂铁路—粤海铁路',
    highSpeed: false,
    maxKmh: 120,
    bureau: '65',
    route: '*广州:0 佛山:18 阳春:240 *茂名:364 *湛江:450 *海口:610',
    trains: { Z: 1, K: 3 },
    numbers: { Z: 71, K: 451 },
  },
  {
    id: 'chengyu-conv',
    name: '成渝铁路',
    highSpeed: false,
    maxKmh: 120,
    bureau: '76',
    route: '*成都:0 内江:190 *重庆:504',
    trains: { K: 2 },
    numbers: { K: 501 },
  },
];
