import {
  HOTEL_FACILITY_LABEL,
  HOTEL_LANDMARK_KIND_LABEL,
  type HotelFacility,
  type HotelInfo,
} from '@lvxing/shared';

/** Facilities in the groups the hotel page shows them in. */
const FACILITY_GROUPS: { title: string; items: HotelFacility[] }[] = [
  { title: '网络与交通', items: ['WIFI', 'PARKING', 'EV_CHARGER', 'AIRPORT_SHUTTLE'] },
  { title: '前台服务', items: ['FRONT_DESK_24H', 'LUGGAGE', 'LAUNDRY', 'ROBOT_DELIVERY'] },
  { title: '休闲娱乐', items: ['GYM', 'POOL', 'SPA', 'KIDS_CLUB'] },
  { title: '餐饮与商务', items: ['RESTAURANT', 'MEETING_ROOM'] },
];

/** 酒店设施, grouped; a group the hotel has nothing of is left out. */
export function Facilities({ facilities }: { facilities: readonly HotelFacility[] }) {
  const has = new Set(facilities);
  const groups = FACILITY_GROUPS.map((g) => ({ ...g, items: g.items.filter((f) => has.has(f)) }));
  return (
    <section className="card hd-section" aria-labelledby="hd-fac-title">
      <h2 id="hd-fac-title" className="hd-section__title">
        酒店设施
      </h2>
      <dl className="hd-groups">
        {groups
          .filter((g) => g.items.length)
          .map((g) => (
            <div key={g.title}>
              <dt>{g.title}</dt>
              <dd>
                <ul className="hd-chips">
                  {g.items.map((f) => (
                    <li key={f}>✓ {HOTEL_FACILITY_LABEL[f]}</li>
                  ))}
                </ul>
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** 酒店政策: check-in and check-out times, children and extra beds, pets, foreign guests. */
export function Policies({ policies: p }: { policies: HotelInfo['policies'] }) {
  const rows: [string, string][] = [
    ['入住时间', p.checkIn],
    ['离店时间', p.checkOut],
    ['儿童政策', p.children],
    ['加床政策', p.extraBed],
    ['宠物', p.pets],
    ['外宾接待', p.foreignGuests ? '该酒店可接待外宾' : '该酒店暂不接待外宾'],
  ];
  return (
    <section className="card hd-section" aria-labelledby="hd-policy-title">
      <h2 id="hd-policy-title" className="hd-section__title">
        酒店政策
      </h2>
      <dl className="hd-groups" data-testid="hotel-policies">
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      <p className="hd-muted hd-note">入住时需出示每位入住人本人有效身份证件</p>
    </section>
  );
}

/** 周边: landmarks with their kind and distance. */
export function Nearby({ nearby }: { nearby: HotelInfo['nearby'] }) {
  if (!nearby.length) return null;
  return (
    <section className="card hd-section" aria-labelledby="hd-near-title">
      <h2 id="hd-near-title" className="hd-section__title">
        周边交通与地标
      </h2>
      <ul className="hd-nearby">
        {nearby.map((l) => (
          <li key={l.id}>
            <span className="tag">{HOTEL_LANDMARK_KIND_LABEL[l.kind]}</span>
            <span className="hd-nearby__name">{l.name}</span>
            <span className="hd-muted">直线约{l.distanceKm.toFixed(1)}公里</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
