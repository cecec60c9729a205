import AMapLoader from '@amap/amap-jsapi-loader';
import gcoord from 'gcoord';
import { useEffect, useRef, useState } from 'react';
import type { HotelCard } from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import type { HotelMapProps } from './offline-map';

declare global {
  interface Window {
    /** AMap JS API 2.0's security settings, read when it loads (安全密钥: 代理转发). */
    _AMapSecurityConfig?: { serviceHost: string };
  }
}

/** The parts of AMap's JS API 2.0 used here. */
export interface AMapApi {
  Map: new (el: HTMLElement, options: { center: [number, number]; zoom: number }) => AMapMap;
  Marker: new (options: {
    position: [number, number];
    content: string;
    anchor: string;
    title: string;
    zIndex: number;
  }) => AMapMarker;
}
interface AMapMap {
  add(markers: AMapMarker[]): void;
  remove(markers: AMapMarker[]): void;
  setFitView(markers?: AMapMarker[]): void;
  destroy(): void;
}
interface AMapMarker {
  on(event: 'click', handler: () => void): void;
}

/**
 * A point of the site's data (WGS-84, as the reference data and GPS give it) in AMap's
 * coordinates (GCJ-02, which China's maps must use): hundreds of metres apart in the cities.
 */
const onAMap = (p: { lat: number; lng: number }) =>
  gcoord.transform([p.lng, p.lat], gcoord.WGS84, gcoord.GCJ02) as [number, number];

/** A price pin's HTML: digits and fixed class names only, so nothing from the data is markup. */
const pinHtml = (h: HotelCard, active: boolean) =>
  `<div class="amap-pin${active ? ' is-active' : ''}">¥${formatYuan(h.lowestNightlyFen)}</div>`;

/**
 * The results on AMap's map: loads the JS API 2.0 with the site's key (and the proxy of its
 * security code), a price pin per hotel, the view fitted to them when the page changes; a pin's
 * click picks its card (the cards beside it stay the keyboard's way). `onFail` when AMap does not
 * load (no network, a refused key).
 */
export default function AMapView({
  city,
  hotels,
  activeId,
  onPick,
  amapKey,
  servicePath,
  onFail,
}: HotelMapProps & { amapKey: string; servicePath: string | null; onFail: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const failed = useRef(onFail);
  failed.current = onFail;
  const [ready, setReady] = useState<{ api: AMapApi; map: AMapMap } | null>(null);
  const { lat, lng } = city.center;

  useEffect(() => {
    let gone = false;
    let made: AMapMap | null = null;
    if (servicePath)
      window._AMapSecurityConfig = { serviceHost: `${location.origin}${servicePath}` };
    (AMapLoader.load({ key: amapKey, version: '2.0' }) as Promise<AMapApi>)
      .then((api) => {
        if (gone || !box.current) return;
        made = new api.Map(box.current, { center: onAMap({ lat, lng }), zoom: 12 });
        setReady({ api, map: made });
      })
      .catch(() => {
        if (!gone) failed.current();
      });
    return () => {
      gone = true;
      made?.destroy();
    };
  }, [amapKey, servicePath, lat, lng]);

  const fitted = useRef<readonly HotelCard[] | null>(null);
  useEffect(() => {
    if (!ready) return;
    const markers = hotels.map((h) => {
      const active = h.hotelId === activeId;
      const marker = new ready.api.Marker({
        position: onAMap(h),
        content: pinHtml(h, active),
        anchor: 'bottom-center',
        title: h.name,
        zIndex: active ? 120 : 100,
      });
      marker.on('click', () => onPick(h.hotelId));
      return marker;
    });
    ready.map.add(markers);
    // a new page of hotels is fitted into view; picking one of them leaves the view as it is
    if (fitted.current !== hotels) ready.map.setFitView(markers);
    fitted.current = hotels;
    return () => ready.map.remove(markers);
  }, [ready, hotels, activeId, onPick]);

  return (
    <figure className="hotel-map card" data-testid="hotel-map" data-map="amap">
      <div
        ref={box}
        className="hotel-map__amap"
        role="region"
        aria-label={`${city.name}酒店地图（高德地图）`}
        aria-busy={!ready}
      />
      <figcaption>{ready ? '高德地图：点击价格标记查看对应酒店' : '高德地图加载中…'}</figcaption>
    </figure>
  );
}
