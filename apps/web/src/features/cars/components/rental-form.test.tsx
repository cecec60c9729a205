import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { addDays, beijingToday, CarPath, type CarPlace } from '@lvxing/shared';
import { mockApi } from '@/test/harness';
import { RentalSearchForm } from './rental-form';

const mock = mockApi();
const today = beijingToday();
const place = (name: string, storeId: string | null, cityCode = '310100'): CarPlace => ({
  type: storeId ? 'STORE' : 'CITY',
  cityCode,
  cityName: cityCode === '310100' ? '上海' : '北京',
  storeId,
  name,
  storeKind: storeId ? 'STATION' : null,
});
const HONGQIAO = place('上海虹桥站店', 'CS310100-03');
const CAPITAL = place('北京首都国际机场店', 'CS110100-01', '110100');

function setup() {
  mock.onPost(CarPath.storeSuggest).reply((config) => {
    const { keyword } = JSON.parse(config.data as string) as { keyword: string };
    const items = keyword.startsWith('北京') ? [CAPITAL] : [place('上海', null), HONGQIAO];
    return [200, { code: 200, message: 'ok', data: { items } }];
  });
  const onSearch = vi.fn();
  render(<RentalSearchForm onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup() };
}

async function pick(
  user: ReturnType<typeof userEvent.setup>,
  label: string,
  text: string,
  name: string,
) {
  await user.type(screen.getByRole('textbox', { name: label }), text);
  const list = await screen.findByRole('list', { name: `${label}候选` });
  await user.click(await within(list).findByRole('button', { name: new RegExp(`^${name}`) }));
}

describe('the rental search form', () => {
  it('asks for a pick-up place before searching', async () => {
    const { onSearch, user } = setup();
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择取车城市或门店');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches a store picked from the suggest, tomorrow 10:00 for 3 days by default', async () => {
    const { onSearch, user } = setup();
    await pick(user, '取车地点', 'shhq', '上海虹桥站店');
    expect(screen.getByRole('textbox', { name: '取车地点' })).toHaveValue('上海虹桥站店');
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(onSearch).toHaveBeenCalledWith({
      pickupStoreId: 'CS310100-03',
      pickupAt: `${addDays(today, 1)} 10:00`,
      returnAt: `${addDays(today, 4)} 10:00`,
      ageBand: '25_60',
    });
  });

  it('offers half-hour times only and refuses a rental under a day or over 30 days', async () => {
    const { onSearch, user } = setup();
    const times = within(screen.getByRole('combobox', { name: '取车时间时刻' })).getAllByRole(
      'option',
    );
    expect(times).toHaveLength(48);
    expect(times.every((o) => /^\d{2}:(00|30)$/.test(o.textContent ?? ''))).toBe(true);
    await pick(user, '取车地点', '上海', '上海（全部门店）');
    fireEvent.change(screen.getByLabelText('还车时间日期'), {
      target: { value: addDays(today, 2) },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: '还车时间时刻' }), '09:30');
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(screen.getByRole('alert')).toHaveTextContent('租期至少1天');
    fireEvent.change(screen.getByLabelText('还车时间日期'), {
      target: { value: addDays(today, 32) },
    });
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(screen.getByRole('alert')).toHaveTextContent('租期最多30天');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('returns at another store (异地还车) once one is picked, with the age band chosen', async () => {
    const { onSearch, user } = setup();
    await pick(user, '取车地点', '上海', '上海（全部门店）');
    await user.click(screen.getByRole('checkbox', { name: '异店/异地还车' }));
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请选择还车门店');
    await pick(user, '还车门店', '北京', '北京首都国际机场店');
    await user.selectOptions(screen.getByRole('combobox', { name: '驾驶员年龄' }), '18_24');
    await user.click(screen.getByRole('button', { name: '搜索车辆' }));
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({
        pickupCityCode: '310100',
        dropoffStoreId: 'CS110100-01',
        ageBand: '18_24',
      }),
    );
  });
});

describe('the pick-up field of the server-rendered page', () => {
  it('looks up what a visitor typed before the app hydrated the page', async () => {
    mock.onPost(CarPath.storeSuggest).reply(200, {
      code: 200,
      message: 'ok',
      data: { items: [place('上海', null), HONGQIAO] },
    });
    const host = document.createElement('div');
    host.innerHTML = renderToString(<RentalSearchForm onSearch={() => {}} />);
    document.body.append(host);
    const field = host.querySelector<HTMLInputElement>('input[type="text"]')!;
    field.value = 'shhq';
    const root = await act(async () => hydrateRoot(host, <RentalSearchForm onSearch={() => {}} />));
    expect(field.value).toBe('shhq');
    expect(await screen.findByRole('button', { name: /^上海虹桥站店/ })).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toMatchObject({ keyword: 'shhq' });
    act(() => root.unmount());
    host.remove();
  });
});
