import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { VisaPath } from '@lvxing/shared';
import { mockApi, stubLayout, Where } from '@/test/harness';
import { entries, japanCards } from '../test/fixtures';
import VisaPage from './visa-page';

const mock = mockApi();
stubLayout();

function renderPage(url = '/visa') {
  mock.onPost(VisaPath.entrySearch).reply(200, { code: 200, message: '成功', data: entries });
  mock.onPost(VisaPath.productSearch).reply(200, {
    code: 200,
    message: '成功',
    data: { items: japanCards },
  });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/visa" element={<VisaPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const tileNames = () => screen.getAllByTestId('visa-tile').map((t) => t.dataset.code);

// the grid of some 200 destinations renders in seconds on a busy 2-core CI machine (5.4 s seen)
describe('visa page', { timeout: 20_000 }, () => {
  it('shows the entry rules by region with the data’s source, date and the 港澳台 note', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: /亚洲/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /欧洲/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /泰国.*免签60天/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /日本.*电子签/ })).toBeInTheDocument();
    const credits = screen.getByTestId('visa-credits');
    expect(credits).toHaveTextContent('2026-02-17');
    expect(credits).toHaveTextContent('MIT');
    expect(credits).toHaveTextContent('以使馆最新要求为准');
    expect(credits).toHaveTextContent('通行证');
  });

  it('searches in Chinese, pinyin and initials, and by region', async () => {
    const user = userEvent.setup();
    renderPage();
    const box = await screen.findByTestId('visa-search');
    await user.type(box, 'riben');
    expect(tileNames()).toEqual(['JP']);
    await user.clear(box);
    await user.type(box, 'mg');
    expect(tileNames()).toEqual(['US']);
    await user.clear(box);
    await user.type(box, '法');
    expect(tileNames()).toEqual(['FR']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('没有找到');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: '欧洲' }));
    expect(tileNames()).toEqual(['FR']);
  });

  it('opens a destination’s products by offer, each 领区 linking to its product', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: /日本/ }));
    expect(screen.getByTestId('where')).toHaveTextContent('/visa?country=JP');
    const panel = screen.getByTestId('visa-country');
    expect(panel).toHaveTextContent('持中国护照需在出发前在线申请电子签证');
    const cards = await within(panel).findAllByTestId('visa-product');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('日本旅游签证·单次入境');
    expect(cards[0]).toHaveTextContent('¥350');
    expect(within(cards[0]!).getByRole('link', { name: '上海' })).toHaveAttribute(
      'href',
      '/visa/detail?code=VJP01SHA',
    );
  });

  it('says a visa-free destination needs no visa', async () => {
    renderPage('/visa?country=TH');
    const panel = await screen.findByTestId('visa-country');
    expect(panel).toHaveTextContent('每次停留不超过60天');
    expect(panel).toHaveTextContent('无需提前办理签证');
  });
});
