import type { HotelRoomType } from '@lvxing/shared';
import type { StayAsked } from '../../hooks/use-hotel-detail';
import { HotelArt } from '../hotel-art';
import { hotelBookingUrl } from './booking-url';
import { RatePlanRow } from './rate-plan-row';

interface RoomTypesProps {
  hotelId: string;
  stars: number;
  roomTypes: HotelRoomType[];
  nights: number;
  stay: StayAsked;
}

/** One room type's facts: area, bed, window, floor, smoking, who fits. */
function RoomFacts({ room }: { room: HotelRoomType }) {
  const facts = [
    `${room.areaM2}㎡`,
    room.bed,
    room.window,
    `${room.floor}`,
    room.smoking,
    `可住${room.maxOccupancy}人`,
  ];
  return (
    <ul className="hd-room__facts">
      {facts.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

/** 房型价格: every room type (picture and facts) with its rate plans for the stay. */
export function RoomTypes({ hotelId, stars, roomTypes, nights, stay }: RoomTypesProps) {
  return (
    <section className="card hd-section" id="hd-rooms" aria-labelledby="hd-rooms-title">
      <h2 id="hd-rooms-title" className="hd-section__title">
        房型价格
        <small className="hd-muted">
          {nights}晚 · {stay.rooms}间，价格为每间每晚均价
        </small>
      </h2>
      {roomTypes.length === 0 && <p className="hd-muted">所选日期暂无可订房型，请更换日期</p>}
      {roomTypes.map((room, i) => (
        <article className="hd-room" key={room.roomTypeId} data-testid="room-type">
          <div className="hd-room__side">
            <div className="hd-room__pic">
              <HotelArt hotelId={hotelId} variant="room" seed={i} stars={stars} name={room.name} />
            </div>
            <h3 className="hd-room__name">{room.name}</h3>
            <RoomFacts room={room} />
          </div>
          <ul className="hd-room__plans">
            {room.plans.map((plan) => (
              <RatePlanRow
                key={plan.ratePlanId}
                plan={plan}
                nights={nights}
                rooms={stay.rooms}
                bookTo={hotelBookingUrl(hotelId, plan.ratePlanId, stay)}
              />
            ))}
          </ul>
        </article>
      ))}
    </section>
  );
}
