import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button, Layout, Menu, Space, Spin, Tag, Typography } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { STAFF_ROLE_LABEL, StaffPath, type StaffView } from '@lvxing/shared';
import { ADMIN_LOGIN_PATH, setSessionLostNavigator, staffPost } from './api';
import { adminUrl, pagesFor } from './pages';
import { useStaffSession } from './session';

const { Header, Sider, Content } = Layout;

/** The page key of a console URL (`/admin/hotel` → `hotel`, `/admin` → ''). */
const keyOf = (pathname: string) => pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';

/**
 * The console's frame: the Sider menu with only the pages the role may open, the header with
 * the staff member's name and role and 退出登录. Without a session it goes to /admin/login; on
 * entry it asks the server who is signed in (a changed role shows at once, an ended session
 * answers 30002 and goes to the login).
 */
export function AdminLayout() {
  const { token, staff, setStaff, clear } = useStaffSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => setSessionLostNavigator((path) => navigate(path, { replace: true })), [navigate]);
  useEffect(() => {
    if (!token) return;
    staffPost<StaffView>(StaffPath.me).then(setStaff, () => undefined);
  }, [token, setStaff]);

  if (!token || !staff) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  const pages = pagesFor(staff.role);
  const logout = async () => {
    await staffPost(StaffPath.logout).catch(() => undefined);
    clear();
    navigate(ADMIN_LOGIN_PATH, { replace: true });
  };

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider width={208} theme="dark" breakpoint="lg">
        <div className="admin-brand">旅行网 · 员工工作台</div>
        <Menu
          theme="dark"
          mode="inline"
          selectedKeys={[keyOf(pathname)]}
          items={pages.map((p) => ({ key: p.path, icon: p.icon, label: p.label }))}
          onClick={({ key }) => navigate(adminUrl(key))}
        />
      </Sider>
      <Layout>
        <Header className="admin-header">
          <Space size="middle">
            <UserOutlined aria-hidden />
            <Typography.Text strong>{staff.displayName}</Typography.Text>
            <Tag color="blue">{STAFF_ROLE_LABEL[staff.role]}</Tag>
            <Button icon={<LogoutOutlined />} onClick={logout}>
              退出登录
            </Button>
          </Space>
        </Header>
        <Content className="admin-content">
          <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
            <Outlet />
          </Suspense>
        </Content>
      </Layout>
    </Layout>
  );
}
