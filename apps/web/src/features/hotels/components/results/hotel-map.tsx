import { lazy, Suspense, useEffect, useState } from 'react';
import type { MapSettings } from '@lvxing/shared';
import { OfflineMap, type HotelMapProps } from './offline-map';
import './hotel-map.css';

// AMap's loader is fetched only when the site has a key
const AMapView = lazy(() => import('./amap-view'));

/**
 * The settings, fetched with their module: the view imports nothing of the app's API client
 * itself, so the page that may open it lists no more chunks to preload for it.
 */
const loadSettings = () => import('../../api/map-settings').then((m) => m.mapSettings());

/**
 * The results' map: AMap's when the site has an `AMAP_KEY` (its JS API loaded on first use),
 * else, or when AMap cannot be reached, the map drawn offline.
 */
export default function HotelMap(props: HotelMapProps) {
  const [settings, setSettings] = useState<MapSettings | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void loadSettings().then((s) => live && setSettings(s));
    return () => {
      live = false;
    };
  }, []);
  const key = settings?.amapKey;
  if (!key || failed)
    return <OfflineMap {...props} note={failed ? '高德地图加载失败，已显示' : undefined} />;
  return (
    <Suspense fallback={<div className="hotel-map card" aria-busy="true" />}>
      <AMapView
        {...props}
        amapKey={key}
        servicePath={settings.servicePath}
        onFail={() => setFailed(true)}
      />
    </Suspense>
  );
}
