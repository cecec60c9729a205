import type { ReactNode } from 'react';
import { Result } from 'antd';
import type { StaffRole } from '@lvxing/shared';
import { useStaffSession } from './session';

/** Shows a page only to the roles it lists (the server refuses the calls anyway: 30003). */
export function RoleGate({
  roles,
  children,
}: {
  roles: readonly StaffRole[];
  children: ReactNode;
}) {
  const role = useStaffSession((s) => s.staff?.role);
  if (!role || !roles.includes(role)) {
    return <Result status="403" title="没有权限" subTitle="您的角色不能查看此页面" />;
  }
  return children;
}
