import type { TrainResult } from '@lvxing/shared';
import { formatDuration } from '@/components/datetime';
import { stopMark } from '../lib/filter-sort';

function Mark({ mark }: { mark: '始' | '过' | '终' }) {
  return (
    <i
      className={`stop-mark stop-mark--${mark === '过' ? 'pass' : 'end'}`}
      aria-label={`${mark}发站`}
    >
      {mark}
    </i>
  );
}

/** 07:00 [始]上海虹桥 ——1小时10分—— 08:10(+1天) [过]南京南 */
export function TrainTimes({ train }: { train: TrainResult }) {
  return (
    <div className="ftimes ttimes">
      <div className="ftimes__end">
        <strong className="ftimes__time">{train.depTime}</strong>
        <span className="ftimes__airport">
          <Mark mark={stopMark(train, 'from')} />
          {train.from.name}
        </span>
      </div>
      <div className="ftimes__mid">
        <span className="ftimes__dur">{formatDuration(train.durationMinutes)}</span>
        <span className="ftimes__line" aria-hidden />
        <span className="ftimes__stops">{train.distanceKm} 公里</span>
      </div>
      <div className="ftimes__end ftimes__end--arr">
        <strong className="ftimes__time">
          {train.arrTime}
          {train.arrDayOffset > 0 && (
            <sup className="ftimes__plus" data-testid="next-day">
              +{train.arrDayOffset}天
            </sup>
          )}
        </strong>
        <span className="ftimes__airport">
          <Mark mark={stopMark(train, 'to')} />
          {train.to.name}
        </span>
      </div>
    </div>
  );
}
