import { PendingBlock } from '@/components/pending-block';
import { MEMBER_QUERY } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { savedPassengerKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { getPassengerDetail } from '../api/get-passenger-detail';
import { PassengerEditor } from './passenger-editor';

interface EditorLoaderProps {
  /** The saved passenger to edit, or null for a new one. */
  id: string | null;
  isMobile: boolean;
  onDone: () => void;
}

/**
 * The edit form of a saved passenger, once its numbers have loaded in full (POST
 * /api/user/passenger/detail; not kept after the form closes: MEMBER_QUERY), or of a new one.
 */
export function EditorLoader({ id, isMobile, onDone }: EditorLoaderProps) {
  const member = useUserStore((s) => s.userInfo.mobile);
  const detail = useApiQuery(
    id ? savedPassengerKeys.detail(member, id) : null,
    () => getPassengerDetail(id!),
    { ...MEMBER_QUERY, retry: false },
  );
  if (!id) return <PassengerEditor passenger={null} isMobile={isMobile} onDone={onDone} />;
  if (detail.data) {
    return (
      <PassengerEditor
        key={detail.data.id}
        passenger={detail.data}
        isMobile={isMobile}
        onDone={onDone}
      />
    );
  }
  if (detail.loading) return <PendingBlock rows={2} />;
  return (
    <div className="card empty">
      <p className="empty__title">未找到该常用旅客</p>
      <p className="empty__sub">该旅客可能已被删除</p>
      <button type="button" className="btn btn--primary" onClick={onDone}>
        返回常用旅客列表
      </button>
    </div>
  );
}
