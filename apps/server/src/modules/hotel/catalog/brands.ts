// Real chain brands (names are facts) with the 钻级 their hotels usually carry on Chinese OTAs
// and a price level; the hotels under them are generated sample data.

export interface Brand {
  name: string;
  /** Shown in a hotel's name before the branch: 全季酒店(上海虹桥枢纽店). */
  fullName: string;
  stars: 2 | 3 | 4 | 5;
  /** Price level over the 钻级's base (1 = typical). */
  level: number;
  /** How often it appears among chain hotels. */
  weight: number;
}

const b = (
  name: string,
  fullName: string,
  stars: Brand['stars'],
  level: number,
  weight: number,
): Brand => ({
  name,
  fullName,
  stars,
  level,
  weight,
});

export const BRANDS: readonly Brand[] = [
  b('如家', '如家酒店', 2, 1, 10),
  b('汉庭', '汉庭酒店', 2, 1.05, 12),
  b('7天', '7天连锁酒店', 2, 0.9, 8),
  b('锦江之星', '锦江之星', 2, 1, 6),
  b('城市便捷', '城市便捷酒店', 2, 0.95, 4),
  b('全季', '全季酒店', 3, 1.05, 10),
  b('维也纳', '维也纳酒店', 3, 1, 9),
  b('丽枫', '丽枫酒店', 3, 1, 5),
  b('智选假日', '智选假日酒店', 3, 1.15, 4),
  b('桔子', '桔子酒店', 3, 1.1, 4),
  b('亚朵', '亚朵酒店', 4, 0.95, 7),
  b('希尔顿', '希尔顿酒店', 5, 1.05, 3),
  b('万豪', '万豪酒店', 5, 1.05, 3),
  b('洲际', '洲际酒店', 5, 1.1, 2),
  b('香格里拉', '香格里拉大酒店', 5, 1.15, 2),
  b('凯悦', '凯悦酒店', 5, 1.05, 2),
  b('喜来登', '喜来登酒店', 5, 1, 3),
  b('皇冠假日', '皇冠假日酒店', 5, 0.9, 3),
];

/** Words of independent hotels' names (made up for the sample data, not real brands). */
export const INDEPENDENT_WORDS = [
  '悦澜',
  '云舍',
  '锦庭',
  '雅居',
  '和悦',
  '澜庭',
  '逸居',
  '松间',
  '观澜',
  '嘉苑',
  '清语',
  '拾光',
  '栖云',
  '望江',
  '青禾',
  '半山',
  '听涛',
  '朗悦',
  '星河',
  '知行',
] as const;

export const INDEPENDENT_TYPES: Record<2 | 3 | 4 | 5, readonly string[]> = {
  2: ['宾馆', '快捷酒店', '公寓'],
  3: ['商务酒店', '精品酒店', '酒店'],
  4: ['酒店', '精选酒店', '花园酒店'],
  5: ['国际大酒店', '大酒店', '度假酒店'],
};

export const ROADS = [
  '人民',
  '解放',
  '中山',
  '建设',
  '和平',
  '新华',
  '长江',
  '黄河',
  '文化',
  '学府',
  '滨江',
  '光明',
  '胜利',
  '友谊',
  '迎宾',
  '朝阳',
  '东风',
  '青年',
  '振兴',
  '广场',
] as const;
