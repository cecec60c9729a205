import { render, screen, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { StaffPath, type StaffRole } from '@lvxing/shared';
import { staffHttp } from './api';
import { adminRoutes } from './router';
import { ADMIN_PAGES, pagesFor } from './pages';
import { useStaffSession } from './session';

const mock = new MockAdapter(staffHttp);
const staffOf = (role: StaffRole) => ({ id: 's1', loginName: 'a.b', displayName: '王敏', role });

function renderConsole(role: StaffRole, path = '/admin/orders') {
  useStaffSession.getState().signIn('tok', staffOf(role));
  mock.onPost(StaffPath.me).reply(200, { code: 200, message: '成功', data: staffOf(role) });
  mock.onPost().reply(200, { code: 200, message: '成功', data: { items: [] } });
  const router = createMemoryRouter(adminRoutes(), { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

beforeEach(() => mock.reset());
afterEach(() => useStaffSession.getState().clear());

describe("the console's menu", () => {
  it.each([
    ['SERVICE', ['工作台', '订单查询', '客服工单']],
    [
      'OPERATIONS',
      [
        '工作台',
        '酒店确认',
        '入住更正',
        '订单查询',
        '团队报价',
        '合作申请',
        '签证办理',
        '审计日志',
      ],
    ],
    [
      'ADMIN',
      [
        '工作台',
        '酒店确认',
        '入住更正',
        '订单查询',
        '客服工单',
        '团队报价',
        '合作申请',
        '签证办理',
        '审计日志',
        '员工管理',
        '规则设置',
      ],
    ],
  ] as const)('shows %s only the pages the role may open', async (role, labels) => {
    renderConsole(role);
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(labels);
    expect(screen.getByText('退出登录')).toBeInTheDocument();
    expect(pagesFor(role).map((p) => p.label)).toEqual(labels);
  });

  it('refuses a page outside the role even when its URL is typed', async () => {
    renderConsole('SERVICE', '/admin/staff');
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
  });

  it('sends a visitor without a session to the console login', async () => {
    const router = createMemoryRouter(adminRoutes(), { initialEntries: ['/admin/hotel'] });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('员工工作台登录')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(ADMIN_PAGES.every((p) => p.roles.length > 0)).toBe(true);
  });
});
