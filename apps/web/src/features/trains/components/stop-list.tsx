import { useState } from 'react';
import { Icon } from '@/components/icon';
import EnvironmentOutlined from '@ant-design/icons-svg/es/asn/EnvironmentOutlined';
import type { TrainResult } from '@lvxing/shared';
import { formatDuration } from '@/components/datetime';
import { LazyDrawer } from '@/components/overlay/lazy-drawer';
import { LazyPopover } from '@/components/overlay/lazy-popover';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { trainKeys } from '@/lib/query-keys';
import { getStopList } from '../api/get-stop-list';

/** The stops of the train, the passenger's part highlighted; loaded on first open. */
function StopTable({ train }: { train: TrainResult }) {
  const { data, loading } = useApiQuery(trainKeys.stops(train.trainCode, train.date), () =>
    getStopList(train.trainCode, train.date, QUERY_REQUEST),
  );
  if (loading && !data) return <p className="stops__hint">正在查询经停站…</p>;
  if (!data) return <p className="stops__hint">暂时无法查询经停站</p>;
  const ride = (seq: number) => seq >= train.from.seq && seq <= train.to.seq;
  return (
    <table className="stops" data-testid="stop-list">
      <thead>
        <tr>
          <th>站序</th>
          <th>站名</th>
          <th>到达</th>
          <th>出发</th>
          <th>停留</th>
        </tr>
      </thead>
      <tbody>
        {data.stops.map((s) => (
          <tr key={s.seq} className={ride(s.seq) ? 'is-ride' : undefined}>
            <td>{String(s.seq).padStart(2, '0')}</td>
            <td>{s.name}</td>
            <td>{s.arrTime ?? '----'}</td>
            <td>
              {s.depTime ?? '----'}
              {s.dayOffset > 0 && <sup>+{s.dayOffset}</sup>}
            </td>
            <td>{s.arrTime && s.depTime ? formatDuration(s.stopMinutes) : '----'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 经停: the train's stop list in a popover (desktop) or a bottom sheet (mobile). */
export function StopListButton({ train, isMobile }: { train: TrainResult; isMobile: boolean }) {
  const [open, setOpen] = useState(false);
  const button = (
    <button
      type="button"
      className="link-btn train__stops-btn"
      aria-expanded={open}
      data-testid="stop-list-button"
      onClick={(e) => {
        e.stopPropagation();
        setOpen((o) => !o);
      }}
    >
      <Icon svg={EnvironmentOutlined} /> 经停
    </button>
  );
  const content = open ? <StopTable train={train} /> : null;
  const title = `${train.trainCode} 经停站（${train.origin} → ${train.terminal}）`;
  if (isMobile) {
    return (
      <>
        {button}
        {open && (
          <LazyDrawer
            title={title}
            placement="bottom"
            size="70vh"
            open={open}
            onClose={() => setOpen(false)}
            destroyOnHidden
          >
            {content}
          </LazyDrawer>
        )}
      </>
    );
  }
  // the popover exists only while open: hundreds of closed ones would slow the list down
  if (!open) return button;
  return (
    <LazyPopover
      trigger="click"
      placement="bottomLeft"
      title={title}
      open
      onOpenChange={setOpen}
      content={content}
      destroyOnHidden
      classNames={{ root: 'stops-popover' }}
    >
      {button}
    </LazyPopover>
  );
}
