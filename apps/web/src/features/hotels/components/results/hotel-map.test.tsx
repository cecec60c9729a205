import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MAP_SETTINGS_PATH } from '@lvxing/shared';
import { mockApi, stubToasts } from '@/test/harness';
import HotelMap from './hotel-map';
import { card, searchResult } from './test-fixtures';

// The map view is AMap's when the site has a key, the offline one otherwise or when AMap does
// not load. AMap's loader is replaced by a stand-in recording what the view asks of it.

const amap = vi.hoisted(() => ({
  load: vi.fn(),
  maps: [] as {
    center: [number, number];
    markers: { title: string; content: string; position: [number, number]; click: () => void }[];
    fits: number;
  }[],
}));
vi.mock('@amap/amap-jsapi-loader', () => ({ default: { load: amap.load } }));

class FakeMap {
  state: (typeof amap.maps)[number];
  constructor(_el: HTMLElement, o: { center: [number, number] }) {
    this.state = { center: o.center, markers: [], fits: 0 };
    amap.maps.push(this.state);
  }
  add(ms: { o: (typeof amap.maps)[number]['markers'][number] }[]) {
    this.state.markers.push(...ms.map((m) => m.o));
  }
  remove(ms: { o: unknown }[]) {
    this.state.markers = this.state.markers.filter((m) => !ms.some((x) => x.o === m));
  }
  setFitView() {
    this.state.fits += 1;
  }
  destroy() {}
}
class FakeMarker {
  o: { title: string; content: string; position: [number, number]; click: () => void };
  constructor(o: { title: string; content: string; position: [number, number] }) {
    this.o = { ...o, click: () => {} };
  }
  on(_e: string, f: () => void) {
    this.o.click = f;
  }
}

const mock = mockApi();
const toast = stubToasts();
const hotels = [card(1), card(2), card(3)];

function show(onPick = vi.fn()) {
  render(
    <HotelMap
      city={searchResult.city}
      hotels={hotels}
      landmarks={searchResult.facets.landmarks}
      activeId={null}
      onPick={onPick}
    />,
  );
  return onPick;
}

const settings = (data: object) =>
  mock.onPost(MAP_SETTINGS_PATH).reply(200, { code: 200, message: '成功', data });

beforeEach(() => {
  amap.load.mockReset();
  amap.maps.length = 0;
  delete window._AMapSecurityConfig;
});

describe('the results map', () => {
  it('without a key: the offline map, AMap never loaded', async () => {
    settings({ amapKey: null, servicePath: null });
    show();
    expect(await screen.findAllByTestId('hotel-pin')).toHaveLength(3);
    expect(amap.load).not.toHaveBeenCalled();
  });

  it('when the settings call fails: the offline map, no error shown', async () => {
    mock.onPost(MAP_SETTINGS_PATH).networkError();
    show();
    await waitFor(() => expect(mock.history.post).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByTestId('hotel-pin')).toHaveLength(3);
    expect(amap.load).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });

  it('with a key: AMap 2.0 with that key and the proxy, a pin per hotel in GCJ-02 that picks its card', async () => {
    settings({ amapKey: 'k-123', servicePath: '/_AMapService' });
    amap.load.mockResolvedValue({ Map: FakeMap, Marker: FakeMarker });
    const onPick = show();
    await waitFor(() => expect(amap.maps[0]?.markers).toHaveLength(3));
    expect(amap.load).toHaveBeenCalledWith({ key: 'k-123', version: '2.0' });
    expect(window._AMapSecurityConfig).toEqual({
      serviceHost: `${location.origin}/_AMapService`,
    });
    const [m1] = amap.maps[0]!.markers;
    expect(m1).toMatchObject({ title: '示例酒店1号' });
    expect(m1!.content).toContain(`¥${hotels[0]!.lowestNightlyFen / 100}`);
    // GCJ-02 lies a few hundred metres east and north of WGS-84 in Shanghai
    const [lng, lat] = m1!.position;
    expect(lng - hotels[0]!.lng).toBeGreaterThan(0.003);
    expect(lat - hotels[0]!.lat).toBeLessThan(0);
    expect(Math.abs(lat - hotels[0]!.lat)).toBeLessThan(0.01);
    expect(amap.maps[0]!.fits).toBe(1);
    m1!.click();
    expect(onPick).toHaveBeenCalledWith(hotels[0]!.hotelId);
    expect(screen.queryAllByTestId('hotel-pin')).toHaveLength(0);
    expect(screen.getByRole('region', { name: /高德地图/ })).toBeInTheDocument();
  });

  it('when AMap does not load: the offline map, saying so', async () => {
    settings({ amapKey: 'k-123', servicePath: null });
    amap.load.mockRejectedValue(new Error('network'));
    show();
    expect(await screen.findByText('高德地图加载失败，已显示')).toBeInTheDocument();
    expect(screen.getByTestId('hotel-map')).toHaveTextContent(
      '高德地图加载失败，已显示离线示意地图',
    );
    expect(screen.getAllByTestId('hotel-pin')).toHaveLength(3);
    expect(window._AMapSecurityConfig).toBeUndefined();
  });
});
