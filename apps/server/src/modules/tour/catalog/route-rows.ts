// The line format of the hand-written routes (data/routes-*.ts): which real sights a packaged
// tour strings together, from which arrival city, over how many days. One route a line keeps
// the lists readable (a formatter would put every sight of a literal on its own line).
import type { PeakSeason, TourScope } from './types';

export type { PeakSeason };

/** A 自费项目 on a route. */
export interface RouteExtra {
  name: string;
  minutes: number;
  yuan: number;
}

/** Entry formalities of an outbound route (as stated to travellers; policies change). */
export type VisaKind = 'FREE' | 'REQUIRED' | 'ON_ARRIVAL' | 'PERMIT';

export interface Route {
  /** Upper-case key, unique: `GUILIN`. */
  key: string;
  /** Title part: 桂林漓江阳朔. */
  name: string;
  scope: TourScope;
  /** Province or country, for filters. */
  region: string;
  /** The city travellers arrive in and leave from. */
  hub: string;
  /** Sight names in visiting order (each in the sight lists). */
  sights: readonly string[];
  /** Shortest and longest trip, days. */
  days: readonly [number, number];
  tags: readonly string[];
  extras: readonly RouteExtra[];
  /** Goods of the shopping stops a non-纯玩 group may make. */
  shopping: readonly string[];
  visa: VisaKind | null;
  peak: PeakSeason;
  /** Land cost per person and day, yuan (hotel, meals, guide, tickets), before the trip fare. */
  dayYuan: number;
}

const VISAS: readonly VisaKind[] = ['FREE', 'REQUIRED', 'ON_ARRIVAL', 'PERMIT'];

/** `名/分钟/元；…` → extras. */
function extrasOf(text: string): RouteExtra[] {
  return text.split('；').map((item) => {
    const [name = '', minutes, yuan] = item.split('/');
    return { name, minutes: Number(minutes), yuan: Number(yuan) };
  });
}

/** Reads the `key=value` options of a line over the scope's defaults. */
function optionsOf(scope: TourScope, fields: readonly string[]) {
  const domestic = scope === 'DOMESTIC';
  const opt = new Map(fields.map((f) => [f.slice(0, f.indexOf('=')), f.slice(f.indexOf('=') + 1)]));
  const visa = opt.get('签证') as VisaKind | undefined;
  if (visa && !VISAS.includes(visa)) throw new Error(`unknown visa kind ${visa}`);
  return {
    extras: opt.has('自费') ? extrasOf(opt.get('自费') ?? '') : [],
    shopping: (opt.get('购物') ?? (domestic ? '茶叶、丝绸' : '免税店')).split('、'),
    visa: domestic ? null : (visa ?? 'REQUIRED'),
    peak: opt.get('旺季') === 'WINTER' ? ('WINTER' as const) : ('SUMMER' as const),
    dayYuan: Number(opt.get('日费') ?? (domestic ? 420 : 800)),
  };
}

/**
 * Parses route lines: `KEY | 名称 | 地区 | 集散城市 | 最少-最多天 | 景点、… | 亮点、…` then optional
 * `自费=名/分钟/元；…`, `购物=茶叶、…`, `签证=FREE|REQUIRED|ON_ARRIVAL|PERMIT`, `旺季=WINTER`,
 * `日费=元`. Blank lines are skipped.
 * @throws Error on a line with too few fields
 */
export function parseRoutes(scope: TourScope, text: string): Route[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [key, name, region, hub, days, sights, tags, ...rest] = line.split(' | ');
      if (!key || !name || !region || !hub || !days || !sights || !tags)
        throw new Error(`route line too short: ${line}`);
      const [min = 0, max = 0] = days.split('-').map(Number);
      return {
        key,
        name,
        scope,
        region,
        hub,
        sights: sights.split('、'),
        days: [min, max] as const,
        tags: tags.split('、'),
        ...optionsOf(scope, rest),
      };
    });
}
