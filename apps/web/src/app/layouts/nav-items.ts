import { kindPageAt, SALE_KIND_INFO, searchHref, type KindInfo } from '@/lib/kinds';

const INTERNATIONAL = '/internation';

export interface NavItem {
  to: string;
  label: string;
}

/** Desktop header navigation: every area of the site; each kind on sale from its descriptor. */
export const navItems: NavItem[] = [
  { to: '/', label: '首页' },
  ...SALE_KIND_INFO.map((k) => ({ to: searchHref(k), label: k.nav.label })),
  { to: '/visa', label: '签证' },
  { to: '/team', label: '团队游' },
  { to: INTERNATIONAL, label: '国际机票' },
  { to: '/company', label: '商旅' },
  { to: '/official', label: '公务' },
  { to: '/service', label: '客服' },
  { to: '/orderList', label: '我的订单' },
];

/**
 * The kind whose area the current page is in: the kind of its search or booking page (lib/kinds),
 * else the kind whose `nav.within` prefix it is under (机票: /ticket/pay).
 */
function kindArea(pathname: string, search: string): KindInfo | undefined {
  return (
    kindPageAt(pathname, search)?.info ??
    SALE_KIND_INFO.find((k) => k.nav.within && pathname.startsWith(k.nav.within))
  );
}

/**
 * Whether `item` is the current page: a kind's entry on that kind's pages (its search and booking
 * pages: train and coach booking belong to 火车票 and 汽车票), any other entry on its path; on
 * the flight pages of an international route (`area`, from the store's navInfo) 国际机票.
 */
export function isNavActive(
  item: NavItem,
  currentPath: string,
  currentSearch: string,
  area?: string,
): boolean {
  const here = kindArea(currentPath, currentSearch);
  const abroad = area === 'international' && here?.kind === 'FLIGHT';
  if (item.to === INTERNATIONAL) return abroad || currentPath === INTERNATIONAL;
  const kind = SALE_KIND_INFO.find((k) => searchHref(k) === item.to);
  if (kind) return here === kind && !abroad;
  return currentPath === item.to.split('?')[0];
}
