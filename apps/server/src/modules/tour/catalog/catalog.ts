// The tour catalog: every route's packaged products from a few departure cities, and day tours
// in the cities with enough sights. Built once per process, deterministic.
import { intIn, seeded, shuffled } from '../../../lib/catalog/prng';
import { DEPARTURE_CITIES } from './departures';
import { DOMESTIC_ROUTES } from './data/routes-domestic';
import { OUTBOUND_ROUTES } from './data/routes-outbound';
import { dayTours, makeLocal } from './local';
import { makePackage, type PackageSpec } from './products';
import type { Route } from './route-rows';
import { loadSights } from './sights';
import type { Sight, TourProduct, TourScope, TourType } from './types';

/** The whole generated catalog. */
export interface TourCatalog {
  sights: Sight[];
  sightById: Map<string, Sight>;
  routes: Route[];
  /** Packaged products route by route, then the day tours. */
  products: TourProduct[];
  productByCode: Map<string, TourProduct>;
}

const TYPE_LETTER: Readonly<Record<TourType, string>> = {
  GROUP: 'G',
  FREE: 'F',
  PRIVATE: 'P',
  LOCAL: 'L',
};

/** Hands out product codes `T<D|O><G|F|P|L><nnnn>`, numbered per scope and type. */
function codeMaker() {
  const counters = new Map<string, number>();
  return (scope: TourScope, type: TourType) => {
    const prefix = `T${scope === 'DOMESTIC' ? 'D' : 'O'}${TYPE_LETTER[type]}`;
    const n = (counters.get(prefix) ?? 0) + 1;
    counters.set(prefix, n);
    return `${prefix}${String(n).padStart(4, '0')}`;
  };
}

/** The route's sights by name. @throws Error naming a sight that is not in the lists */
function resolve(route: Route, byName: Map<string, Sight>): Sight[] {
  return route.sights.map((name) => {
    const s = byName.get(name);
    if (!s) throw new Error(`route ${route.key}: unknown sight ${name}`);
    return s;
  });
}

/** Products per type of a route: three groups at home, two abroad, one 自由行, one 私家团. */
const MIX: Readonly<Record<TourScope, readonly [PackageSpec['type'], number][]>> = {
  DOMESTIC: [
    ['GROUP', 3],
    ['FREE', 1],
    ['PRIVATE', 1],
  ],
  OUTBOUND: [
    ['GROUP', 2],
    ['FREE', 1],
    ['PRIVATE', 1],
  ],
};

/** A route's packaged products, each from a different departure city that is not on the route. */
function routeProducts(route: Route, sights: Sight[], code: ReturnType<typeof codeMaker>) {
  const rand = seeded(`route|${route.key}`);
  const away = (name: string) => name !== route.hub && !sights.some((s) => s.city === name);
  const deps = shuffled(
    DEPARTURE_CITIES.filter((d) => away(d.name)),
    rand,
  );
  const [min, max] = route.days;
  const out: TourProduct[] = [];
  let k = 0;
  for (const [type, count] of MIX[route.scope])
    for (let j = 0; j < count; j += 1) {
      const dep = deps[k % deps.length];
      k += 1;
      if (!dep) continue;
      const days =
        type === 'FREE' ? min : min + ((j + intIn(rand(), 0, max - min)) % (max - min + 1));
      const depIndex = DEPARTURE_CITIES.indexOf(dep);
      out.push(
        makePackage({ code: code(route.scope, type), route, sights, dep, depIndex, type, days }),
      );
    }
  return out;
}

/** Day tours of every city with sights enough for one, in sight-list order. */
function localProducts(sights: readonly Sight[], code: ReturnType<typeof codeMaker>) {
  const byCity = new Map<string, Sight[]>();
  for (const s of sights) byCity.set(s.city, [...(byCity.get(s.city) ?? []), s]);
  const out: TourProduct[] = [];
  for (const list of byCity.values())
    for (const tour of dayTours(list))
      out.push(makeLocal(code(list[0]?.scope ?? 'DOMESTIC', 'LOCAL'), tour, out.length + 1));
  return out;
}

/** Builds the catalog from the sight and route lists. */
export function buildTourCatalog(): TourCatalog {
  const sights = loadSights();
  const byName = new Map(sights.map((s) => [s.name, s]));
  const routes = [...DOMESTIC_ROUTES, ...OUTBOUND_ROUTES];
  const code = codeMaker();
  const products = routes.flatMap((r) => routeProducts(r, resolve(r, byName), code));
  products.push(...localProducts(sights, code));
  return {
    sights,
    sightById: new Map(sights.map((s) => [s.id, s])),
    routes,
    products,
    productByCode: new Map(products.map((p) => [p.code, p])),
  };
}

let catalog: TourCatalog | undefined;

/** The catalog (built on first use, then shared by every request). */
export function getTourCatalog(): TourCatalog {
  catalog ??= buildTourCatalog();
  return catalog;
}

/** A product by code, or undefined for a code the catalog does not have. */
export const findTourProduct = (code: string): TourProduct | undefined =>
  getTourCatalog().productByCode.get(code);
