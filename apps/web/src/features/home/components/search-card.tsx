import { useState } from 'react';
import { useNavigate } from 'react-router';
import { todayIso } from '@/lib/dayjs';

type Tab = 'flight' | 'train' | 'bus' | 'hotel';

const tabs: { key: Tab; label: string }[] = [
  { key: 'flight', label: '机票' },
  { key: 'train', label: '火车票' },
  { key: 'bus', label: '汽车票' },
  { key: 'hotel', label: '酒店' },
];

/** Where the search of `tab` goes, with its query string. */
export function searchTarget(tab: Tab, from: string, to: string, date: string): string {
  const q = new URLSearchParams();
  if (tab === 'hotel') {
    if (to || from) q.set('city', to || from);
    q.set('checkIn', date);
    return `/hotel?${q}`;
  }
  if (tab === 'bus') q.set('type', 'bus');
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  q.set('date', date);
  return tab === 'flight' ? `/ticket/search?${q}` : `/train?${q}`;
}

/** The hero search: 机票/火车票/汽车票/酒店 with from, to and date. */
export function SearchCard() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('flight');
  const [from, setFrom] = useState('北京');
  const [to, setTo] = useState('上海');
  const [date, setDate] = useState(todayIso);
  const isHotel = tab === 'hotel';

  const swap = () => {
    setFrom(to);
    setTo(from);
  };

  return (
    <div className="search-card card">
      <div className="search-card__tabs" role="tablist" aria-label="预订类型">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={tab === t.key}
            className={tab === t.key ? 'search-card__tab is-active' : 'search-card__tab'}
            onClick={() => setTab(t.key)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <form
        className="search-card__form"
        onSubmit={(e) => {
          e.preventDefault();
          navigate(searchTarget(tab, from.trim(), to.trim(), date));
        }}
      >
        {isHotel ? (
          <label className="field field--wide">
            <span className="field__label">目的地</span>
            <input
              className="field__input"
              value={to}
              onChange={(e) => setTo(e.target.value)}
              placeholder="城市、酒店名或商圈"
            />
          </label>
        ) : (
          <div className="search-card__route">
            <label className="field">
              <span className="field__label">出发地</span>
              <input
                className="field__input"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                placeholder="出发城市"
              />
            </label>
            <button
              type="button"
              className="search-card__swap"
              onClick={swap}
              aria-label="交换出发地和目的地"
            >
              ⇄
            </button>
            <label className="field">
              <span className="field__label">目的地</span>
              <input
                className="field__input"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                placeholder="到达城市"
              />
            </label>
          </div>
        )}
        <label className="field">
          <span className="field__label">{isHotel ? '入住日期' : '出发日期'}</span>
          <input
            className="field__input"
            type="date"
            value={date}
            min={todayIso()}
            onChange={(e) => setDate(e.target.value)}
          />
        </label>
        <button type="submit" className="btn btn--primary btn--lg search-card__submit">
          搜索
        </button>
      </form>
    </div>
  );
}
