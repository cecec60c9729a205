import {
  arrivalNeedsGuarantee,
  HOTEL_ARRIVAL_TIMES,
  HOTEL_GUARANTEE_AFTER,
  HOTEL_SPECIAL_REQUEST_LABEL,
  HOTEL_SPECIAL_REQUESTS,
  type HotelArrivalTime,
  type HotelSpecialRequest,
} from '@lvxing/shared';
import { CheckboxGroup } from '@/components/lite/choice';
import { NativeSelect } from '@/components/lite/fields';
import { FormField } from '@/components/booking/form-field';
import { formatFen } from '@/components/money';

const arrivalOptions = HOTEL_ARRIVAL_TIMES.map((t) => ({
  value: t,
  label: t.startsWith('次日') ? t.replace('次日', '次日 ') : `${t}前`,
}));
const requestOptions = HOTEL_SPECIAL_REQUESTS.map((r) => ({
  value: r,
  label: HOTEL_SPECIAL_REQUEST_LABEL[r],
}));

export interface StayWishes {
  latestArrival: HotelArrivalTime;
  specialRequests: HotelSpecialRequest[];
  remark: string;
}

interface ArrivalCardProps {
  value: StayWishes;
  onChange: (v: StayWishes) => void;
  /** A pay-at-hotel plan: a late arrival pays the first night online as a guarantee. */
  payAtHotel: boolean;
  /** First night, all rooms (fen): the guarantee. */
  firstNightFen: number;
}

/** 最晚到店时间 (with the 担保 of a late pay-at-hotel arrival), special requests and a remark. */
export function ArrivalCard({ value, onChange, payAtHotel, firstNightFen }: ArrivalCardProps) {
  const guarantee = payAtHotel && arrivalNeedsGuarantee(value.latestArrival);
  return (
    <section className="card book-card" aria-labelledby="arrival-title">
      <header className="book-card__head">
        <h2 id="arrival-title">入住要求</h2>
        <span className="book-card__sub">酒店将为您保留房间至最晚到店时间</span>
      </header>
      <div className="passenger__grid">
        <FormField label="最晚到店时间">
          <NativeSelect
            options={arrivalOptions}
            value={value.latestArrival}
            data-testid="latest-arrival"
            onChange={(latestArrival) => onChange({ ...value, latestArrival })}
          />
        </FormField>
      </div>
      {payAtHotel && (
        <p
          className={guarantee ? 'hb-guarantee is-on' : 'hb-guarantee'}
          data-testid="guarantee-note"
        >
          {guarantee
            ? `${HOTEL_GUARANTEE_AFTER}后到店需在线支付首晚房费 ${formatFen(firstNightFen)} 作为担保，免费取消期内取消全额退还，未入住将扣除担保金`
            : `到店付：房费入住时在酒店支付；选择${HOTEL_GUARANTEE_AFTER}后到店需在线担保首晚房费`}
        </p>
      )}
      <fieldset className="hb-requests">
        <legend className="pf__label">特殊要求（尽量安排，不保证）</legend>
        <CheckboxGroup
          aria-label="特殊要求"
          options={requestOptions}
          value={value.specialRequests}
          onChange={(specialRequests) => onChange({ ...value, specialRequests })}
        />
      </fieldset>
      <FormField label="其他要求（选填）">
        <textarea
          className="lite-input hb-remark"
          rows={2}
          maxLength={100}
          placeholder="如需婴儿床、无障碍客房等，请在此说明（尽量安排，不保证）"
          value={value.remark}
          onChange={(e) => onChange({ ...value, remark: e.target.value })}
        />
      </FormField>
    </section>
  );
}
