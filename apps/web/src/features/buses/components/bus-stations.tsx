import type { BusSchedule } from '@lvxing/shared';
import { formatDuration } from '@/components/datetime';

/** 08:00 / 约4小时 · 12:00到达 (+1天) / 班次 0800 */
export function BusTime({ schedule: s }: { schedule: BusSchedule }) {
  return (
    <div className="bus__time">
      <strong>{s.depTime}</strong>
      <span>
        约{formatDuration(s.durationMinutes)} · {s.arrTime}
        {s.arrDayOffset > 0 ? `(+${s.arrDayOffset}天)` : ''}到达
      </span>
      <span>班次 {s.code}</span>
    </div>
  );
}

/** 起 南京汽车客运站 / 终 上海长途汽车客运总站 */
export function BusStations({ schedule }: { schedule: BusSchedule }) {
  return (
    <div className="bus__stations">
      <p>
        <i className="stop-mark stop-mark--end">起</i>
        {schedule.depStation.name}
      </p>
      <p>
        <i className="stop-mark stop-mark--pass">终</i>
        {schedule.arrStation.name}
      </p>
    </div>
  );
}
