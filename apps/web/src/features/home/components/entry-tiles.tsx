import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  BankOutlined,
  CarOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  ProfileOutlined,
  SendOutlined,
  ShopOutlined,
  TeamOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';

interface Tile {
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
  tone: string;
}

const tiles: Tile[] = [
  {
    to: '/ticket/search',
    label: '机票',
    hint: '国内航线特价',
    icon: <SendOutlined />,
    tone: 'blue',
  },
  {
    to: '/train',
    label: '火车票',
    hint: '高铁动车快速购',
    icon: <ThunderboltOutlined />,
    tone: 'teal',
  },
  {
    to: '/train?type=bus',
    label: '汽车票',
    hint: '城际巴士直达',
    icon: <DashboardOutlined />,
    tone: 'green',
  },
  { to: '/hotel', label: '酒店', hint: '精选住宿低价', icon: <HomeOutlined />, tone: 'orange' },
  { to: '/car', label: '用车', hint: '接送机与包车', icon: <CarOutlined />, tone: 'cyan' },
  { to: '/visa', label: '签证', hint: '材料清单一站办', icon: <IdcardOutlined />, tone: 'purple' },
  { to: '/travel', label: '旅游', hint: '精品线路行程', icon: <CompassOutlined />, tone: 'pink' },
  { to: '/team', label: '团队游', hint: '定制团体出行', icon: <TeamOutlined />, tone: 'orange' },
  {
    to: '/internation',
    label: '国际机票',
    hint: '全球航线比价',
    icon: <GlobalOutlined />,
    tone: 'blue',
  },
  { to: '/company', label: '商旅', hint: '企业差旅管理', icon: <ShopOutlined />, tone: 'teal' },
  { to: '/official', label: '公务', hint: '公务出行合作', icon: <BankOutlined />, tone: 'purple' },
  {
    to: '/orderList',
    label: '我的订单',
    hint: '行程随时查看',
    icon: <ProfileOutlined />,
    tone: 'green',
  },
  {
    to: '/service',
    label: '客服',
    hint: '7×24 小时服务',
    icon: <CustomerServiceOutlined />,
    tone: 'pink',
  },
];

/** One tile per area of the site. */
export function EntryTiles() {
  return (
    <ul className="tiles">
      {tiles.map((t) => (
        <li key={t.to}>
          <Link className="tile" to={t.to}>
            <span className={`tile__icon tone-${t.tone}`} aria-hidden>
              {t.icon}
            </span>
            <span className="tile__label">{t.label}</span>
            <span className="tile__hint">{t.hint}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
