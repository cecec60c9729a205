import { useMutation } from '@tanstack/react-query';
import type { SavedPassengerSaveBody, SavedPassengerView } from '@lvxing/shared';
import { useAppQueryClient } from '@/lib/query-hooks';
import { savedPassengerKeys } from '@/lib/query-keys';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { deletePassenger } from '../api/delete-passenger';
import { savePassenger } from '../api/save-passenger';

/** What the member is told once a passenger is saved: how its student profile was verified. */
export function savedText(p: SavedPassengerView): { kind: 'success' | 'warning'; text: string } {
  const s = p.student;
  if (s?.state === 'APPROVED') return { kind: 'success', text: '已保存，学生资质核验通过' };
  if (s?.state === 'PENDING') return { kind: 'success', text: '已保存，学生资质待核验' };
  if (s?.state === 'REJECTED') {
    return { kind: 'warning', text: `已保存，学生资质未通过核验：${s.reason ?? '请核对学籍信息'}` };
  }
  return { kind: 'success', text: '常用旅客已保存' };
}

/** Invalidates the member's saved passengers (list and details) after a write, done or not. */
function useInvalidate() {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  return () => client.invalidateQueries({ queryKey: savedPassengerKeys.all(member) });
}

/**
 * 保存 (never retried: a write); then `onSaved` with the answer. A refusal's message (19002,
 * 19003, a field) has been shown by the API client.
 */
export function useSavePassenger(onSaved: (p: SavedPassengerView) => void) {
  const client = useAppQueryClient();
  const invalidate = useInvalidate();
  return useMutation(
    {
      mutationFn: (body: SavedPassengerSaveBody) => savePassenger(body),
      onSuccess: (p) => {
        const { kind, text } = savedText(p);
        ui.toast(kind, text);
        onSaved(p);
      },
      onSettled: invalidate,
    },
    client,
  );
}

/** 删除 of a saved passenger (never retried); the list is asked again afterwards. */
export function useDeletePassenger(onDeleted: () => void) {
  const client = useAppQueryClient();
  const invalidate = useInvalidate();
  return useMutation(
    {
      mutationFn: (id: string) => deletePassenger(id),
      onSuccess: () => {
        ui.toast('success', '常用旅客已删除');
        onDeleted();
      },
      onSettled: invalidate,
    },
    client,
  );
}
