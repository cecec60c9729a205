import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { getPayState, type PayStateAnswer } from '../api/get-pay-state';

export const PAY_POLL_MS = 2000;

/** What the poll starts from: nothing asked yet, the order waits for its payment. */
const NOT_ASKED: PayStateAnswer = {
  status: 'waiting',
  code: ErrorCode.PAY_WAITING,
  message: '',
  data: null,
};

const isFinal = (a: PayStateAnswer | undefined) => a?.status === 'paid' || a?.status === 'closed';

/**
 * Asks the pay state every 2 s while `active` (the first ask 2 s after it became active, also
 * while the tab is hidden: the visitor pays on a phone); stops on unmount, when inactive, and
 * once the answer is paid or closed (then calls `onDone`, once). One call at a time (the query
 * cache's refetchInterval); failures keep polling and are never retried in between.
 */
export function usePayPolling(
  orderNo: string | null,
  active: boolean,
  onDone: (answer: PayStateAnswer) => void,
): void {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  const { data } = useQuery(
    {
      queryKey: orderKeys.payState(member, orderNo ?? ''),
      queryFn: () => getPayState(orderNo!, QUERY_REQUEST),
      enabled: !!orderNo && active,
      // seeded as not asked and never stale: the first ask is the poll's, not the mount's
      initialData: NOT_ASKED,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchInterval: (query) => (isFinal(query.state.data) ? false : PAY_POLL_MS),
      refetchIntervalInBackground: true,
    },
    client,
  );
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (active && isFinal(data)) done.current(data);
  }, [active, data]);
}
