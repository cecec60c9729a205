import type { BusSchedule } from '@lvxing/shared';

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
