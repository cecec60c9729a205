export interface NavItem {
  to: string;
  label: string;
}

/** Desktop header navigation: every area of the site. */
export const navItems: NavItem[] = [
  { to: '/', label: '首页' },
  { to: '/ticket/search', label: '机票' },
  { to: '/train', label: '火车票' },
  { to: '/train?type=bus', label: '汽车票' },
  { to: '/hotel', label: '酒店' },
  { to: '/car', label: '用车' },
  { to: '/visa', label: '签证' },
  { to: '/travel', label: '旅游' },
  { to: '/team', label: '团队游' },
  { to: '/internation', label: '国际机票' },
  { to: '/company', label: '商旅' },
  { to: '/official', label: '公务' },
  { to: '/service', label: '客服' },
  { to: '/orderList', label: '我的订单' },
];

/** Train and coach booking (/ticket/book?train=train|bus) belong to /train and /train?type=bus. */
function areaOf(pathname: string, search: string): [string, string] {
  const kind = new URLSearchParams(search).get('train');
  if (pathname === '/ticket/book' && (kind === 'train' || kind === 'bus'))
    return ['/train', kind === 'bus' ? '?type=bus' : ''];
  return [pathname, search];
}

/** Whether `item` is the current page: path and, when the item has one, its query. */
export function isNavActive(item: NavItem, currentPath: string, currentSearch: string): boolean {
  const [path, query] = item.to.split('?');
  const [pathname, search] = areaOf(currentPath, currentSearch);
  if (path === '/') return pathname === '/';
  if (pathname !== path && !(path === '/ticket/search' && pathname.startsWith('/ticket/'))) {
    return false;
  }
  const current = new URLSearchParams(search).get('type');
  const wanted = new URLSearchParams(query ?? '').get('type');
  return current === wanted || (!wanted && current !== 'bus');
}
