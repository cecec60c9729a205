import type { TrainType } from '@lvxing/shared';

/**
 * A corridor as written here: stations in running order as `name:km`, `*` marking a major stop
 * (every train calls there, longer dwell). Station names are those of 12306 (`stations.csv`);
 * kilometres are cumulative from the first station and APPROXIMATE: official line kilometrage
 * where known to the author, otherwise estimated from maps (typically within ±5 %). Several
 * corridors join real lines (e.g. 京青 = 京沪高铁 + 胶济客专) the way through trains run.
 */
export interface LineSpec {
  id: string;
  name: string;
  highSpeed: boolean;
  maxKmh: number;
  bureau: string;
  route: string;
  /** Generated trains per direction and day. */
  trains: Partial<Record<TrainType, number>>;
  /** First train number per type (odd: outbound in route order; +1: the return). */
  numbers: Partial<Record<TrainType, number>>;
}

/** Trunk high-speed corridors (the 八纵八横 main lines the issue names). */
export const HIGH_SPEED_LINES: LineSpec[] = [
  {
    id: 'jinghu',
    name: '京沪高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京南:0 廊坊:60 *天津南:131 沧州西:219 德州东:327 *济南西:419 泰安:462 曲阜东:535 滕州东:589 枣庄:627 *徐州东:692 宿州东:767 蚌埠南:844 定远:897 滁州:962 *南京南:1023 镇江南:1088 丹阳北:1117 *常州北:1153 *无锡东:1210 *苏州北:1237 昆山南:1268 *上海虹桥:1318',
    trains: { G: 10 },
    numbers: { G: 1 },
  },
  {
    id: 'jingguang',
    name: '京广高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京西:0 涿州东:58 高碑店东:80 *保定东:139 定州东:199 *石家庄:281 高邑西:336 邢台东:389 邯郸东:446 安阳东:510 鹤壁东:558 新乡东:617 *郑州东:693 许昌东:773 漯河西:833 驻马店西:903 明港东:960 信阳东:1002 孝感北:1126 *武汉:1229 咸宁北:1311 赤壁北:1349 岳阳东:1444 汨罗东:1509 *长沙南:1591 株洲西:1643 衡山西:1713 衡阳东:1762 耒阳西:1822 郴州西:1910 乐昌东:1981 韶关:2066 英德西:2146 清远:2199 广州北:2229 *广州南:2298 虎门:2350 光明城:2380 *深圳北:2400 福田:2409',
    trains: { G: 24, D: 4 },
    numbers: { G: 71, D: 901 },
  },
  {
    id: 'hukun',
    name: '沪昆高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '5l',
    route:
      '*上海虹桥:0 上海松江:38 金山北:57 嘉善南:74 *嘉兴南:85 桐乡:110 海宁西:125 临平南:142 *杭州东:159 诸暨:222 *义乌:269 *金华:310 龙游:365 衢州:393 江山:427 玉山南:459 上饶:489 弋阳:545 鹰潭北:589 抚州东:655 进贤南:690 *南昌西:735 高安:774 新余北:855 宜春:918 萍乡北:990 醴陵东:1023 *长沙南:1084 湘潭北:1128 韶山南:1147 娄底南:1196 邵阳北:1254 新化南:1286 溆浦南:1347 怀化南:1434 芷江:1468 新晃西:1508 铜仁南:1530 三穗:1582 凯里南:1660 贵定北:1720 *贵阳北:1794 清镇西:1836 平坝南:1866 安顺西:1895 关岭:1960 普安县:2025 盘州:2072 富源北:2100 曲靖北:2150 嵩明:2197 *昆明南:2252',
    trains: { G: 16, D: 4 },
    numbers: { G: 1301, D: 3101 },
  },
  {
    id: 'xulan',
    name: '徐兰高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '39',
    route:
      '*徐州东:0 萧县北:38 砀山南:91 永城北:118 *商丘:161 民权北:215 兰考南:248 开封北:292 *郑州东:362 巩义南:430 *洛阳龙门:488 渑池南:560 三门峡南:603 灵宝西:652 华山北:727 渭南北:780 *西安北:846 杨陵南:928 岐山:964 *宝鸡南:1013 天水南:1155 秦安:1200 通渭:1250 定西北:1330 榆中:1370 *兰州西:1414',
    trains: { G: 10, D: 4 },
    numbers: { G: 2001, D: 2501 },
  },
  {
    id: 'huhanrong',
    name: '沪汉蓉通道',
    highSpeed: true,
    maxKmh: 250,
    bureau: '5l',
    route:
      '*上海虹桥:0 *苏州北:81 *无锡东:108 *常州北:165 *南京南:295 全椒:340 肥东:430 *合肥南:461 六安:540 金寨:598 麻城北:690 红安:730 *汉口:820 汉川:870 天门南:940 仙桃西:955 潜江:985 荆州:1040 枝江北:1085 *宜昌东:1112 恩施:1380 利川:1450 *万州北:1530 梁平南:1590 垫江:1640 长寿北:1690 *重庆北:1775 合川:1830 潼南:1880 遂宁:1935 大英东:1975 *成都东:2070',
    trains: { D: 8, G: 4 },
    numbers: { D: 3001, G: 1701 },
  },
  {
    id: 'hangshen',
    name: '杭深铁路',
    highSpeed: true,
    maxKmh: 250,
    bureau: '5l',
    route:
      '*杭州东:0 *绍兴北:56 上虞:80 余姚北:107 *宁波:150 宁海:240 三门县:268 临海:290 *台州西:310 温岭:340 雁荡山:365 乐清:390 温州北:408 *温州南:425 瑞安:445 平阳:462 苍南:480 福鼎:520 霞浦:560 宁德:620 罗源:650 福州:700 *福州南:715 福清:760 莆田:820 *泉州:880 *厦门北:955 漳州:985 诏安:1100 饶平:1130 *潮汕:1170 普宁:1210 陆丰:1270 汕尾:1310 惠东:1370 *惠州南:1400 深圳坪山:1430 *深圳北:1470',
    trains: { D: 10, G: 8 },
    numbers: { D: 3201, G: 1601 },
  },
  {
    id: 'jingha',
    name: '京哈高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京朝阳:0 顺义西:30 怀柔南:60 密云:90 承德南:190 平泉北:270 牛河梁:330 喀左:350 辽宁朝阳:400 北票:440 阜新:510 黑山北:560 新民北:630 *沈阳:692 铁岭西:762 开原西:800 昌图西:830 四平东:890 公主岭南:940 *长春西:1000 德惠西:1060 扶余北:1110 双城北:1180 *哈尔滨西:1240',
    trains: { G: 10, D: 4 },
    numbers: { G: 901, D: 1 },
  },
  {
    id: 'hada',
    name: '哈大高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '12',
    route:
      '*哈尔滨西:0 双城北:60 扶余北:130 德惠西:180 *长春西:242 公主岭南:300 四平东:350 昌图西:410 开原西:440 铁岭西:478 *沈阳北:546 辽阳:610 鞍山西:640 海城西:675 营口东:720 鲅鱼圈:760 瓦房店西:840 *大连北:921',
    trains: { G: 12, D: 6 },
    numbers: { G: 8001, D: 8101 },
  },
  {
    id: 'chengyu',
    name: '成渝高铁',
    highSpeed: true,
    maxKmh: 350,
    bureau: '76',
    route:
      '*成都东:0 简阳南:50 资阳北:87 资中北:120 内江北:153 隆昌北:190 荣昌北:210 大足南:235 永川东:255 璧山:280 沙坪坝:300 *重庆:308',
    trains: { G: 12, D: 6, C: 4 },
    numbers: { G: 8501, D: 5101, C: 6001 },
  },
  {
    id: 'xicheng',
    name: '西成高铁',
    highSpeed: true,
    maxKmh: 250,
    bureau: '27',
    route:
      '*西安北:0 西安西:18 鄠邑:40 佛坪:150 洋县西:200 城固北:230 *汉中:255 勉县:285 宁强南:345 朝天:390 *广元:410 剑门关:450 江油北:510 *绵阳:540 罗江东:570 德阳:600 广汉北:620 青白江东:640 *成都东:658',
    trains: { G: 8, D: 4 },
    numbers: { G: 2201, D: 1901 },
  },
  {
    id: 'jingqing',
    name: '京沪高铁—胶济客专（京青）',
    highSpeed: true,
    maxKmh: 350,
    bureau: '24',
    route:
      '*北京南:0 *天津南:131 沧州西:219 德州东:327 *济南西:419 *济南:437 淄博:547 青州市:593 *潍坊:647 高密:725 胶州:765 *青岛北:801 *青岛:820',
    trains: { G: 8, D: 4 },
    numbers: { G: 181, D: 6001 },
  },
  {
    id: 'jingtai',
    name: '京广高铁—石太客专（京太）',
    highSpeed: true,
    maxKmh: 300,
    bureau: '24',
    route: '*北京西:0 *保定东:139 *石家庄:281 阳泉北:395 *太原南:471',
    trains: { G: 8, D: 4 },
    numbers: { G: 601, D: 2001 },
  },
];
