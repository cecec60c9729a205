import { act, renderHook, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { browserQueryClient } from '@/lib/query-client';
import { orderKeys } from '@/lib/query-keys';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { useOrderAction } from './use-order-action';

const mock = new MockAdapter(apiClient);
const MEMBER = '13800138000';
const order = { orderNo: '261125101500123456', kind: 'TRAIN' } as OrderDetail;
const toast = vi.fn();

beforeEach(() => {
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
  useUserStore.setState({ userInfo: { token: 't', refreshToken: 'r', mobile: MEMBER } });
});
afterEach(() => resetUiBridge());

describe('order actions', () => {
  it('cancels through the order’s own area, then invalidates the member’s orders', async () => {
    mock.onPost(ApiPath.trainOrderCancel).reply(200, { code: 200, message: '成功', data: null });
    const client = browserQueryClient();
    const list = orderKeys.list(MEMBER, { tab: 'ALL' });
    client.setQueryData(list, { items: [] });
    client.setQueryData(orderKeys.list('13900139000', { tab: 'ALL' }), { items: [] });
    const settled = vi.fn();
    const { result } = renderHook(() => useOrderAction(order, settled));
    act(() => result.current.mutate('cancel'));
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(toast).toHaveBeenCalledWith('success', '订单已取消', expect.any(Number));
    await waitFor(() => expect(client.getQueryState(list)?.isInvalidated).toBe(true));
    // another member's answers are not this member's business
    const other = client.getQueryState(orderKeys.list('13900139000', { tab: 'ALL' }));
    expect(other?.isInvalidated).toBe(false);
  });

  it('never asks a write again after a failure, and still refreshes', async () => {
    mock.onPost(ApiPath.trainOrderRefund).reply(503, '');
    const settled = vi.fn();
    const { result } = renderHook(() => useOrderAction(order, settled));
    act(() => result.current.mutate('refund'));
    await waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(mock.history.post).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('error', '服务不可用！', expect.any(Number));
  });
});
