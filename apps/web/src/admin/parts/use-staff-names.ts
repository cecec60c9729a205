import { useEffect, useState } from 'react';
import { StaffPath, type StaffView } from '@lvxing/shared';
import { staffPost } from '../api';
import { useStaffSession } from '../session';

/**
 * Staff ids → display names, for 管理员 (the only role that may list accounts); empty for the
 * others, whose pages then show a short id.
 */
export function useStaffNames(): Map<string, string> {
  const role = useStaffSession((s) => s.staff?.role);
  const [names, setNames] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    if (role !== 'ADMIN') return;
    staffPost<{ items: StaffView[] }>(StaffPath.list, { page: 1, pageSize: 50 }).then(
      (r) => setNames(new Map(r.items.map((s) => [s.id, `${s.displayName}（${s.loginName}）`]))),
      () => undefined,
    );
  }, [role]);
  return names;
}
