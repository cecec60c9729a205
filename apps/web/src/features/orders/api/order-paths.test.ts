import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiPath } from '@lvxing/shared';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { orderPaths } from './order-paths';

afterEach(() => resetUiBridge());

describe('orderPaths', () => {
  it('acts on an order through its own kind’s area', () => {
    expect(orderPaths('FLIGHT').cancel).toBe(ApiPath.planeOrderCancel);
    expect(orderPaths('TRAIN').refund).toBe(ApiPath.trainOrderRefund);
    expect(orderPaths('BUS').cancel).toBe(ApiPath.busOrderCancel);
    expect(orderPaths('HOTEL').cancel).toBe(ApiPath.hotelOrderCancel);
    expect(orderPaths('HOTEL').refund).toBe(ApiPath.hotelOrderRefund);
  });

  it('never sends an order of a kind not on sale to another kind’s area: says so and throws', () => {
    const toast = vi.fn();
    setUiBridge({ toast });
    expect(() => orderPaths('VISA')).toThrow(/VISA/);
    expect(toast).toHaveBeenCalledWith('error', expect.stringContaining('暂不支持'), 3000);
  });
});
