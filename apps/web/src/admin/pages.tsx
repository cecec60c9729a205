/**
 * THE list of the staff console's pages: path under /admin, menu label, icon, the roles that
 * see it (the server checks each call anyway) and the lazily loaded screen. A new page (service
 * tickets, group quotes …) is one more line here.
 */
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import {
  AuditOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileSearchOutlined,
  GlobalOutlined,
  IdcardOutlined,
  ScheduleOutlined,
  SettingOutlined,
  HomeOutlined,
  SolutionOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { STAFF_ROLES, type StaffRole } from '@lvxing/shared';

export interface AdminPage {
  /** Path under /admin ('' is the 工作台 itself). */
  path: string;
  label: string;
  icon: ReactNode;
  roles: readonly StaffRole[];
  component: LazyExoticComponent<ComponentType>;
}

const OPS: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    path: '',
    label: '工作台',
    icon: <DashboardOutlined />,
    roles: STAFF_ROLES,
    component: lazy(() => import('./pages/dashboard')),
  },
  {
    path: 'hotel',
    label: '酒店确认',
    icon: <HomeOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/hotel-queue')),
  },
  {
    path: 'stay-checks',
    label: '入住更正',
    icon: <ScheduleOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/stay-checks')),
  },
  {
    path: 'orders',
    label: '订单查询',
    icon: <FileSearchOutlined />,
    roles: STAFF_ROLES,
    component: lazy(() => import('./pages/order-lookup')),
  },
  {
    path: 'service',
    label: '客服工单',
    icon: <CustomerServiceOutlined />,
    roles: ['SERVICE', 'ADMIN'],
    component: lazy(() => import('./pages/service-tickets')),
  },
  {
    path: 'group',
    label: '团队报价',
    icon: <GlobalOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/group-quotes')),
  },
  {
    path: 'cooperation',
    label: '合作申请',
    icon: <SolutionOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/cooperation')),
  },
  {
    path: 'visa',
    label: '签证办理',
    icon: <IdcardOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/visa-cases')),
  },
  {
    path: 'audit',
    label: '审计日志',
    icon: <AuditOutlined />,
    roles: OPS,
    component: lazy(() => import('./pages/audit-log')),
  },
  {
    path: 'staff',
    label: '员工管理',
    icon: <TeamOutlined />,
    roles: ['ADMIN'],
    component: lazy(() => import('./pages/staff-accounts')),
  },
  {
    path: 'rules',
    label: '规则设置',
    icon: <SettingOutlined />,
    roles: ['ADMIN'],
    component: lazy(() => import('./pages/rule-settings')),
  },
];

/** The pages a role may open, in menu order. */
export function pagesFor(role: StaffRole | undefined): AdminPage[] {
  return role ? ADMIN_PAGES.filter((p) => p.roles.includes(role)) : [];
}

/** The console URL of a page. */
export const adminUrl = (path: string) => (path ? `/admin/${path}` : '/admin');
