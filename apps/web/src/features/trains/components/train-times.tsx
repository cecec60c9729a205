import type { TrainResult } from '@lvxing/shared';
import { RouteTimes } from '@/components/route-times';
import { stopMark } from '../lib/train-marks';

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
    <RouteTimes
      className="ttimes"
      depTime={train.depTime}
      dep={
        <>
          <Mark mark={stopMark(train, 'from')} />
          {train.from.name}
        </>
      }
      arrTime={train.arrTime}
      arrDayOffset={train.arrDayOffset}
      arr={
        <>
          <Mark mark={stopMark(train, 'to')} />
          {train.to.name}
        </>
      }
      durationMinutes={train.durationMinutes}
      via={`${train.distanceKm} 公里`}
    />
  );
}
