import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, STAFF_TOKEN_HEADER, StaffHotelPath, StaffPath } from '@lvxing/shared';
import { useUserStore } from '@/stores/user-store';
import {
  ADMIN_LOGIN_PATH,
  setSessionLostNavigator,
  StaffApiError,
  staffHttp,
  staffPost,
} from './api';
import { STAFF_SESSION_KEY, useStaffSession } from './session';

const mock = new MockAdapter(staffHttp);
const navigate = vi.fn();
const staff = {
  id: 's1',
  loginName: 'ops.wang',
  displayName: '王运营',
  role: 'OPERATIONS' as const,
};

beforeEach(() => {
  mock.reset();
  navigate.mockReset();
  setSessionLostNavigator(navigate);
  useStaffSession.getState().signIn('staff-tok-1', staff);
});
afterEach(() => {
  useStaffSession.getState().clear();
  sessionStorage.clear();
});

describe("the staff console's own client", () => {
  it('sends the staff session in the staff-token header, never the members’ token header', async () => {
    useUserStore.setState({
      userInfo: { token: 'member-tok', refreshToken: 'r', mobile: '13800138000' },
    });
    mock.onPost(StaffPath.me).reply((config) => {
      expect(config.headers?.[STAFF_TOKEN_HEADER]).toBe('staff-tok-1');
      expect(config.headers?.token).toBeUndefined();
      return [200, { code: 200, message: '成功', data: staff }];
    });
    await expect(staffPost(StaffPath.me)).resolves.toEqual(staff);
    expect(JSON.parse(sessionStorage.getItem(STAFF_SESSION_KEY)!).state.token).toBe('staff-tok-1');
  });

  it('on 30002 clears the console session and goes to /admin/login, not the members’ /login', async () => {
    mock.onPost(StaffHotelPath.queue).reply(200, {
      code: ErrorCode.STAFF_SESSION_INVALID,
      message: '员工登录已失效，请重新登录',
      data: null,
    });
    const err = await staffPost(StaffHotelPath.queue).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StaffApiError);
    expect(err).toMatchObject({ code: 30002, message: '员工登录已失效，请重新登录' });
    expect(useStaffSession.getState()).toMatchObject({ token: null, staff: null });
    expect(navigate).toHaveBeenCalledWith(ADMIN_LOGIN_PATH);
    expect(ADMIN_LOGIN_PATH).toBe('/admin/login');
  });

  it('keeps the session on another refusal (30003) and passes its message on', async () => {
    mock
      .onPost(StaffPath.list)
      .reply(200, { code: 30003, message: '没有权限执行该操作', data: null });
    await expect(staffPost(StaffPath.list)).rejects.toMatchObject({ code: 30003 });
    expect(useStaffSession.getState().token).toBe('staff-tok-1');
    expect(navigate).not.toHaveBeenCalled();
  });
});
