import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ChangeOption, OrderDetail } from '@lvxing/shared';
import { Dialog } from '@/components/dialog';
import { formatFen } from '@/components/money';
import { dayjs } from '@/lib/dayjs';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery, useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { getChangeOptions, submitChange } from '../../api/change-calls';
import { ChangeOptions } from './change-options';
import { ChangePay } from './change-pay';

const field = { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 13 } as const;

/**
 * 改签 of a ticketed order (loaded on demand from the order's actions): a date (trains: the
 * arrival station for 变更到站 and the seat class), the alternatives with 改签费, 差价 and
 * 应付/应退, 确认改签; a change with something to pay shows its 改签 QR code until paid (改签成功)
 * or expired. An order already 改签中 opens on its payment.
 */
export default function ChangePanel({
  order,
  onClose,
}: {
  order: OrderDetail;
  onClose: () => void;
}) {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  const flight = order.kind === 'FLIGHT';
  const today = dayjs().format('YYYY-MM-DD');
  const [date, setDate] = useState(order.travelDate > today ? order.travelDate : today);
  const [toStation, setToStation] = useState<string | undefined>(undefined);
  // the ticket's class until another is chosen (the server's default)
  const [seatClass, setSeatClass] = useState<string | undefined>(undefined);
  const [paying, setPaying] = useState(order.state === 'CHANGING');
  const query = { date, ...(toStation ? { toStation } : {}), ...(seatClass ? { seatClass } : {}) };
  const options = useApiQuery(
    // not under the member's orders: their invalidation after a submit must not ask again for
    // options of an order that is now 改签中
    paying ? null : ['order-change-options', member, order.orderNo, query],
    () => getChangeOptions(order.orderNo, order.kind, query, QUERY_REQUEST),
    MEMBER_QUERY,
  );
  const done = useCallback(
    (text: string) => {
      onClose();
      ui.toast('success', text);
      void client.invalidateQueries({ queryKey: orderKeys.all(member) });
    },
    [client, member, onClose],
  );
  const submit = useMutation(
    {
      mutationFn: (o: ChangeOption) =>
        submitChange(order.orderNo, order.kind, {
          date,
          code: o.code,
          toStation: o.toStation,
          seatClass: o.seatClass,
        }),
      onSuccess: async (r) => {
        if (r.state === 'DONE') {
          const back = r.refundFen > 0 ? `，差额 ${formatFen(r.refundFen)} 将原路退回` : '';
          done(`改签成功${back}`);
        } else {
          setPaying(true);
          await client.invalidateQueries({ queryKey: orderKeys.all(member) });
        }
      },
    },
    client,
  );
  const onPaid = useCallback(() => done('改签成功'), [done]);
  const onClosed = useCallback(() => done('改签已超时未支付，原票不变'), [done]);
  const title = paying ? '支付改签款' : flight ? '改签 · 选择新航班' : '改签 · 选择新车次';
  const stations = options.data?.stations ?? [];

  return (
    <Dialog open onClose={onClose} title={title} className="change-dialog">
      <div data-testid="change-panel">
        {paying ? (
          <ChangePay orderNo={order.orderNo} onPaid={onPaid} onClosed={onClosed} />
        ) : (
          <>
            <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
              <label style={field}>
                改签日期
                <input
                  type="date"
                  value={date}
                  min={today}
                  onChange={(e) => e.target.value && setDate(e.target.value)}
                  data-testid="change-date"
                />
              </label>
              {!flight && (
                <label style={field}>
                  到站（变更到站）
                  <select
                    value={toStation ?? ''}
                    onChange={(e) => setToStation(e.target.value || undefined)}
                    data-testid="change-station"
                  >
                    <option value="">原到站</option>
                    {stations.map((s) => (
                      <option key={s.telecode} value={s.telecode}>
                        {s.name}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {!flight && (
                <label style={field}>
                  席别
                  <select
                    value={seatClass ?? options.data?.seatClass ?? ''}
                    onChange={(e) => setSeatClass(e.target.value || undefined)}
                    data-testid="change-seat-class"
                  >
                    {(options.data?.seatClasses ?? []).map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.label}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            {options.loading && !options.data && <p>正在查询…</p>}
            {options.data && (
              <ChangeOptions
                options={options.data.options}
                flight={flight}
                busy={submit.isPending}
                onPick={(o) => submit.mutate(o)}
              />
            )}
            {options.data && (
              <ul style={{ fontSize: 12, color: 'var(--text-2, #888)', paddingLeft: 18 }}>
                {options.data.notes.map((n) => (
                  <li key={n}>{n}</li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
