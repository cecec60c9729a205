import { Icon } from '@/components/icon';
import CustomerServiceOutlined from '@ant-design/icons-svg/es/asn/CustomerServiceOutlined';
import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import WalletOutlined from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/client-value';
import { EntryTiles } from '../components/entry-tiles';
import { SearchCard } from '../components/search-card';

// below the fold: loaded once the page is up (the server's first view stays as it was)
const HomeDeals = lazy(() => import('../components/home-deals'));

const points = [
  {
    icon: <Icon svg={WalletOutlined} />,
    title: '低价保障',
    text: '多家供应商实时比价，买贵可申请退差价',
  },
  {
    icon: <Icon svg={ThunderboltOutlined} />,
    title: '极速出票',
    text: '支付成功后最快 30 秒出票，短信即时通知',
  },
  {
    icon: <Icon svg={SafetyCertificateOutlined} />,
    title: '安全支付',
    text: '资金全程托管，个人信息加密存储',
  },
  {
    icon: <Icon svg={CustomerServiceOutlined} />,
    title: '全天候客服',
    text: '7×24 小时在线，行程变更随时协助',
  },
];

/** / : hero search, entry tiles, deals and destinations, and selling points. */
export default function HomePage() {
  const hydrated = useHydrated();
  return (
    <div className="home">
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__copy">
            <h1 className="hero__title">说走就走，旅行从这里出发</h1>
            <p className="hero__sub">机票、火车票、汽车票、酒店一站预订，出行更省心</p>
          </div>
          <SearchCard />
        </div>
      </section>
      <section className="container section" aria-labelledby="home-entries">
        <h2 id="home-entries" className="section__title">
          全部服务
        </h2>
        <EntryTiles />
      </section>
      {hydrated && (
        <Suspense fallback={null}>
          <HomeDeals />
        </Suspense>
      )}
      <section className="container section" aria-labelledby="home-points">
        <h2 id="home-points" className="section__title">
          为什么选择旅行网
        </h2>
        <ul className="points">
          {points.map((p) => (
            <li key={p.title} className="card point">
              <span className="point__icon" aria-hidden>
                {p.icon}
              </span>
              <strong>{p.title}</strong>
              <span>{p.text}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
