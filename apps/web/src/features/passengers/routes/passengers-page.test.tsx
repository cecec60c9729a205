import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, type SavedPassengerSaveBody, type SavedPassengerView } from '@lvxing/shared';
import { emptyUserInfo, useUserStore } from '@/stores/user-store';
import { mockApi, preloadPopovers, signIn, stubLayout, stubToasts, Where } from '@/test/harness';
import {
  savedPassenger,
  savedPassengerFull,
  savedStudent,
  STUDENT_ID,
  ZHANG_ID,
} from '@/test/saved-passengers';
import PassengersPage from './passengers-page';

const mock = mockApi();
const toast = stubToasts();
stubLayout();
preloadPopovers();
// the city panel loads when a city field is first opened: loaded once here, as the popovers are
beforeAll(async () => {
  await import('../components/city-panel');
});
/** The hot cities and matches are asked after a pause (debounced): wait longer than usual. */
const SEARCHED = { timeout: 15_000 };

const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

/** The list the server holds, answered masked; the bodies of the calls made. */
let held: SavedPassengerView[] = [];
const calls: { path: string; body: unknown }[] = [];
beforeEach(() => {
  signIn();
  held = [savedPassenger(), savedStudent()];
  calls.length = 0;
  const record = (path: string, answer: (body: never) => unknown) =>
    mock.onPost(path).reply((config) => {
      const body = JSON.parse(config.data as string) as never;
      calls.push({ path, body });
      return ok(answer(body));
    });
  record(ApiPath.userPassengerList, () => ({ items: held, max: 50 }));
  record(ApiPath.userPassengerDetail, () => savedPassengerFull());
  record(ApiPath.userPassengerDelete, ({ id }: { id: string }) => {
    held = held.filter((p) => p.id !== id);
    return null;
  });
  record(ApiPath.trainStationSearch, ({ keyword }: { keyword: string }) => ({
    items: keyword
      ? [
          {
            kind: 'STATION',
            code: 'AOH',
            name: '上海虹桥',
            city: '上海',
            pinyin: 'shanghaihongqiao',
            initials: 'shhq',
            stations: [{ telecode: 'AOH', name: '上海虹桥' }],
          },
        ]
      : [hotCity('北京', 'BJP'), hotCity('上海', 'SHH')],
  }));
  record(ApiPath.userPassengerSave, (body: SavedPassengerSaveBody) => ({
    ...savedPassenger({ name: body.name }),
    student: body.student ? { ...savedStudent().student!, state: 'PENDING' } : null,
  }));
});

function hotCity(name: string, telecode: string) {
  return {
    kind: 'CITY',
    code: name,
    name,
    city: name,
    pinyin: '',
    initials: '',
    stations: [{ telecode, name }],
  };
}

function renderPage(url = '/passengers') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/passengers" element={<PassengersPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}
const bodiesOf = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

describe('常用旅客 page', () => {
  it('asks a visitor to log in and asks the server nothing', async () => {
    useUserStore.setState({ userInfo: emptyUserInfo(), loginAt: 0, loginMask: false });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('登录后管理常用旅客')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即登录' }));
    expect(useUserStore.getState().loginMask).toBe(true);
    expect(calls).toEqual([]);
  });

  it('lists the saved passengers masked, with their profiles and the count', async () => {
    renderPage();
    const items = await screen.findAllByTestId('saved-passenger-item');
    expect(items).toHaveLength(2);
    expect(screen.getByTestId('passenger-count')).toHaveTextContent('2/50');
    expect(within(items[0]!).getByTestId('saved-passenger-idno')).toHaveTextContent(
      '110***********002X',
    );
    expect(items[0]).toHaveTextContent('138****8000');
    expect(within(items[1]!).getByTestId('student-tag')).toHaveTextContent('学生资质已通过');
    expect(items[1]).toHaveTextContent('优惠区间 北京 ⇄ 上海');
    // the full numbers are never on the page
    expect(document.body.textContent).not.toContain(ZHANG_ID);
    expect(document.body.textContent).not.toContain(STUDENT_ID);
  });

  it('deletes a saved passenger after the confirmation, and lists the rest', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '删除 张三' }));
    const dialog = screen.getByRole('dialog', { name: '删除常用旅客' });
    expect(dialog).toHaveTextContent('确定删除常用旅客“张三”吗？');
    await user.click(within(dialog).getByTestId('confirm-ok'));
    await vi.waitFor(() => expect(screen.getAllByTestId('saved-passenger-item')).toHaveLength(1));
    expect(bodiesOf(ApiPath.userPassengerDelete)).toEqual([{ id: savedPassenger().id }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('success', '常用旅客已删除', expect.any(Number));
  });

  it('edits one with its numbers in full from /detail, and saves the profile added', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '编辑 张三' }));
    expect(await screen.findByTestId('editor-idno')).toHaveValue(ZHANG_ID);
    expect(bodiesOf(ApiPath.userPassengerDetail)).toEqual([{ id: savedPassenger().id }]);
    // from the resident ID: read-only birth date and sex
    expect(screen.getByDisplayValue('1949-12-31')).toHaveAttribute('readonly');
    await user.clear(screen.getByTestId('editor-mobile'));
    await user.type(screen.getByTestId('editor-mobile'), '13912345678');
    await user.click(screen.getByTestId('section-disabledSoldier-toggle'));
    await user.type(screen.getByTestId('editor-cert-no'), '军残字第0012号');
    await user.click(screen.getByTestId('editor-save'));
    await vi.waitFor(() => expect(bodiesOf(ApiPath.userPassengerSave)).toHaveLength(1));
    expect(bodiesOf(ApiPath.userPassengerSave)[0]).toEqual({
      id: savedPassenger().id,
      name: '张三',
      idType: '1',
      idNo: ZHANG_ID,
      sex: 'F',
      mobile: '13912345678',
      passport: null,
      student: null,
      disabledSoldier: { certType: 'SOLDIER', certNo: '军残字第0012号' },
    });
    expect(toast).toHaveBeenCalledWith('success', '常用旅客已保存', expect.any(Number));
    // back to the list, asked again
    expect(await screen.findAllByTestId('saved-passenger-item')).toHaveLength(2);
  });

  it('checks a new one field by field in Chinese before saving anything', async () => {
    const user = userEvent.setup();
    renderPage('/passengers?edit=new');
    await user.click(await screen.findByTestId('editor-save'));
    expect(screen.getByText('请输入乘客姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入证件号码')).toBeInTheDocument();
    await user.type(screen.getByTestId('editor-idno'), '110105194912310021');
    expect(screen.getByText('身份证号码不正确')).toBeInTheDocument();
    // a passport: the birth date must be chosen
    await user.selectOptions(screen.getByRole('combobox', { name: '证件类型' }), '护照');
    expect(screen.getByText('请选择出生日期')).toBeInTheDocument();
    // a student profile begun but not finished names what is missing
    await user.click(screen.getByTestId('section-student-toggle'));
    await user.type(screen.getByTestId('editor-school'), '复旦大学');
    await user.click(screen.getByTestId('editor-save'));
    expect(screen.getByText('请选择入学年份')).toBeInTheDocument();
    expect(screen.getByText('请选择学制')).toBeInTheDocument();
    expect(screen.getByText('请选择优惠区间出发城市')).toBeInTheDocument();
    expect(bodiesOf(ApiPath.userPassengerSave)).toEqual([]);
  });

  it('saves a student profile whose 优惠区间 is picked with the station search', async () => {
    const user = userEvent.setup();
    renderPage('/passengers?edit=new');
    await user.type(await screen.findByTestId('editor-name'), '李小明');
    await user.type(screen.getByTestId('editor-idno'), STUDENT_ID);
    await user.click(screen.getByTestId('section-student-toggle'));
    await user.type(screen.getByTestId('editor-school'), '上海交通大学');
    await user.selectOptions(
      screen.getByRole('combobox', { name: '入学年份' }),
      String(new Date().getFullYear() - 1),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: '学制' }), '4');
    // a hot city, then a station standing for its city
    await user.click(screen.getByRole('button', { name: '家庭所在城市：未选择' }));
    await user.click(await screen.findByRole('button', { name: '北京' }, SEARCHED));
    await user.click(screen.getByRole('button', { name: '学校所在城市：未选择' }));
    await user.type(await screen.findByRole('textbox', { name: '搜索城市' }, SEARCHED), 'hongqiao');
    await user.click(await screen.findByRole('button', { name: /上海虹桥/ }, SEARCHED));
    expect(screen.getByRole('button', { name: '学校所在城市：上海' })).toBeInTheDocument();
    await user.click(screen.getByTestId('editor-save'));
    await vi.waitFor(() => expect(bodiesOf(ApiPath.userPassengerSave)).toHaveLength(1));
    expect(bodiesOf(ApiPath.userPassengerSave)[0]).toMatchObject({
      name: '李小明',
      idNo: STUDENT_ID,
      sex: 'M',
      student: {
        school: '上海交通大学',
        enrolYear: new Date().getFullYear() - 1,
        years: 4,
        homeCity: '北京',
        schoolCity: '上海',
      },
    });
    expect(toast).toHaveBeenCalledWith('success', '已保存，学生资质待核验', expect.any(Number));
  });
});
