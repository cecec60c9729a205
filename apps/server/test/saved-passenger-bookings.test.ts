// Bookings of every ticket kind take a saved passenger (常用旅客) by id: the server fills in the
// member's own entry (an international flight takes its passport); typed-in passengers work as
// before, and an order keeps its own copy of its people.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ApiPath,
  type BookResult,
  type FlightSearchResult,
  type OrderDetail,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { savedPerson } from './passenger-fixtures';
import { bookTrain } from './train-fixtures';

const app = await buildTestApp({ jobs: false });
const token = await loginMember(app);
const date = dayFromNow(5);
const contact = { name: '张三', mobile: '13900001111' };

async function offerOf(to: string) {
  const s = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, {
    from: 'CSHA',
    to,
    date,
  });
  const v = await call<VendorPriceListResult>(app, ApiPath.planeVendorPriceList, {
    flightNo: s.data.outbound.flights[0]!.flightNo,
    date,
  });
  return {
    offerId: v.data.offers[0]!.offerId,
    international: s.data.outbound.flights[0]!.international,
  };
}
const fly = (offerId: string, passengers: object[]) =>
  call<BookResult>(app, ApiPath.planeVendorPriceBook, { offerId, passengers, contact }, { token });
const detail = (area: string, orderNo: string) =>
  call<OrderDetail>(app, `/api/${area}/order/detail`, { orderNo }, { token });

describe('booking with saved passengers', () => {
  it('a domestic flight takes the saved document, with typed-in passengers beside it', async () => {
    const p = await savedPerson(app, token, '张三', '19900307');
    const { offerId } = await offerOf('CBJS');
    const typed = { name: '李四', idType: '1', idNo: residentId('19910101', 41) };
    const res = await fly(offerId, [{ savedPassengerId: p.id }, typed]);
    expect(res.code, res.message).toBe(200);
    const d = await detail('plane', res.data.orderNo);
    expect(d.data.passengers.map((x) => [x.name, x.idNoMasked])).toEqual([
      ['张三', p.idNoMasked],
      ['李四', expect.stringMatching(/^110\*+/)],
    ]);
    // the same document twice, once saved and once typed in
    const twice = await fly(offerId, [
      { savedPassengerId: p.id },
      { name: '张三', idType: '1', idNo: p.idNo },
    ]);
    expect(twice).toMatchObject({ code: 14005, message: '第2位乘客张三：证件号码重复' });
    // an order keeps its own copy: deleting the saved passenger changes nothing in it
    await call(app, ApiPath.userPassengerDelete, { id: p.id }, { token });
    expect((await detail('plane', res.data.orderNo)).data.passengers[0]!.name).toBe('张三');
    const gone = await fly(offerId, [{ savedPassengerId: p.id }]);
    expect(gone).toMatchObject({ code: 14005, message: '第1位乘客：常用旅客不存在', data: null });
  });

  it('an international flight takes the saved passport, refused without one or not valid 6 months after', async () => {
    const { offerId, international } = await offerOf('CTYO');
    expect(international).toBe(true);
    const none = await savedPerson(app, token, '王五', '19880101');
    expect(await fly(offerId, [{ savedPassengerId: none.id }])).toMatchObject({
      code: 14005,
      message: '第1位乘客王五：请在常用旅客中补充护照信息',
    });
    // valid six months after the flight, not a day less (entry rules; airlines check it)
    const expiry = addDays(addMonths(date, 6), -1);
    const old = await savedPerson(app, token, '赵六', '19880202', {
      passport: { no: 'E55667788', nationality: 'CN', expiry },
    });
    expect(await fly(offerId, [{ savedPassengerId: old.id }])).toMatchObject({
      code: 14005,
      message: `第1位乘客赵六：护照有效期须在乘机日后6个月以上（现至${expiry}），请在常用旅客中更新护照信息`,
    });
    const ok = await savedPerson(app, token, '孙七', '19880303', {
      passport: { no: 'E99887766', nationality: 'CN', expiry: addMonths(date, 6) },
    });
    const res = await fly(offerId, [{ savedPassengerId: ok.id }]);
    expect(res.code, res.message).toBe(200);
    const d = await detail('plane', res.data.orderNo);
    expect(d.data.passengers[0]).toMatchObject({
      name: '孙七',
      idTypeLabel: '护照',
      idNoMasked: 'E99**7766',
    });
    // a saved passenger whose own document is a passport flies on it
    const byPassport = await call<{ id: string }>(
      app,
      ApiPath.userPassengerSave,
      { name: 'LI/SI', idType: 'B', idNo: 'G12345678', birthDate: '1987-04-05' },
      { token },
    );
    expect((await fly(offerId, [{ savedPassengerId: byPassport.data.id }])).code).toBe(200);
  });

  it('a train and a coach take the saved passenger; a body with both a saved id and a document is refused', async () => {
    const p = await savedPerson(app, token, '周八', '19920404');
    const train = await bookTrain(app, token, {
      date,
      passengers: [{ savedPassengerId: p.id, ticketType: '1' }],
    });
    expect(train.code, train.message).toBe(200);
    expect((await detail('train', train.data.orderNo)).data.passengers[0]!.name).toBe('周八');
    const b = await call<{ schedules: { scheduleId: string }[] }>(app, ApiPath.busScheduleSearch, {
      from: '南京',
      to: '上海',
      date: dayFromNow(2),
    });
    const bus = await call<BookResult>(
      app,
      ApiPath.busOrderCreate,
      {
        scheduleId: b.data.schedules.at(-1)!.scheduleId,
        date: dayFromNow(2),
        passengers: [{ savedPassengerId: p.id }],
        contact,
      },
      { token },
    );
    expect(bus.code, bus.message).toBe(200);
    const both = await bookTrain(app, token, {
      date,
      passengers: [{ savedPassengerId: p.id, name: '周八', ticketType: '1' }],
    });
    expect(both).toMatchObject({
      code: 10001,
      message: '选择常用旅客时，姓名和证件由常用旅客信息带出，无需填写',
    });
  });
});
