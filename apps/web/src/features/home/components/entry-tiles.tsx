import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/icon';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import CarOutlined from '@ant-design/icons-svg/es/asn/CarOutlined';
import CompassOutlined from '@ant-design/icons-svg/es/asn/CompassOutlined';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import IdcardOutlined from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';

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
    icon: <Icon svg={SendOutlined} />,
    tone: 'blue',
  },
  {
    to: '/train',
    label: '火车票',
    hint: '高铁动车快速购',
    icon: <Icon svg={ThunderboltOutlined} />,
    tone: 'teal',
  },
  {
    to: '/train?type=bus',
    label: '汽车票',
    hint: '城际巴士直达',
    icon: <Icon svg={DashboardOutlined} />,
    tone: 'green',
  },
  {
    to: '/hotel',
    label: '酒店',
    hint: '精选住宿低价',
    icon: <Icon svg={HomeOutlined} />,
    tone: 'orange',
  },
  {
    to: '/car',
    label: '用车',
    hint: '接送机与包车',
    icon: <Icon svg={CarOutlined} />,
    tone: 'cyan',
  },
  {
    to: '/visa',
    label: '签证',
    hint: '材料清单一站办',
    icon: <Icon svg={IdcardOutlined} />,
    tone: 'purple',
  },
  {
    to: '/travel',
    label: '旅游',
    hint: '精品线路行程',
    icon: <Icon svg={CompassOutlined} />,
    tone: 'pink',
  },
  {
    to: '/team',
    label: '团队游',
    hint: '定制团体出行',
    icon: <Icon svg={TeamOutlined} />,
    tone: 'orange',
  },
  {
    to: '/internation',
    label: '国际机票',
    hint: '全球航线比价',
    icon: <Icon svg={GlobalOutlined} />,
    tone: 'blue',
  },
  {
    to: '/company',
    label: '商旅',
    hint: '企业差旅管理',
    icon: <Icon svg={ShopOutlined} />,
    tone: 'teal',
  },
  {
    to: '/official',
    label: '公务',
    hint: '公务出行合作',
    icon: <Icon svg={BankOutlined} />,
    tone: 'purple',
  },
  {
    to: '/orderList',
    label: '我的订单',
    hint: '行程随时查看',
    icon: <Icon svg={ProfileOutlined} />,
    tone: 'green',
  },
  {
    to: '/service',
    label: '客服',
    hint: '7×24 小时服务',
    icon: <Icon svg={CustomerServiceOutlined} />,
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
