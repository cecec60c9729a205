import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Result } from 'antd';
import { AdminLayout } from './layout';
import { LoginPage } from './login-page';
import { ADMIN_PAGES } from './pages';
import { RoleGate } from './role-gate';

/** The console's routes: /admin/login, then every page of the registry inside the layout. */
export function adminRoutes(): RouteObject[] {
  return [
    { path: '/admin/login', element: <LoginPage /> },
    {
      path: '/admin',
      element: <AdminLayout />,
      children: [
        ...ADMIN_PAGES.map((p) => ({
          ...(p.path ? { path: p.path } : { index: true }),
          element: (
            <RoleGate roles={p.roles}>
              <p.component />
            </RoleGate>
          ),
        })),
        { path: '*', element: <Result status="404" title="页面不存在" /> },
      ],
    },
    { path: '*', element: <Navigate to="/admin" replace /> },
  ];
}

export const createAdminRouter = () => createBrowserRouter(adminRoutes());
