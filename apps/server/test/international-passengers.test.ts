// A typed-in passport on an international flight comes with what airlines send ahead
// (nationality, sex, expiry), and is valid six months after the flight.
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ApiPath,
  type BookResult,
  type FlightSearchResult,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';

const app = await buildTestApp({ jobs: false });
const token = await loginMember(app);
const date = dayFromNow(6);

async function offerTo(to: string): Promise<string> {
  const s = await call<FlightSearchResult>(app, ApiPath.planeFlightSearch, {
    from: 'CSHA',
    to,
    date,
  });
  const f = s.data.outbound.flights[0]!;
  const v = await call<VendorPriceListResult>(app, ApiPath.planeVendorPriceList, {
    flightNo: f.flightNo,
    date: f.date,
  });
  return v.data.offers[0]!.offerId;
}

const book = (offerId: string, passenger: object) =>
  call<BookResult>(
    app,
    ApiPath.planeVendorPriceBook,
    {
      offerId,
      passengers: [passenger],
      contact: { name: '张三', mobile: '13900001111' },
    },
    { token },
  );

const typed = { name: 'LI/MING', idType: 'B', idNo: 'E23456789', birthDate: '1985-06-01' };

describe('typed-in passports on international flights', () => {
  it('asks for nationality, sex and expiry, and a passport valid six months after the flight', async () => {
    const offerId = await offerTo('CTYO');
    expect(await book(offerId, typed)).toMatchObject({
      code: 14005,
      message: '第1位乘客LI/MING：请填写护照国籍、性别和有效期',
    });
    expect(
      await book(offerId, { ...typed, passport: { nationality: 'CN', expiry: '2031-01-01' } }),
    ).toMatchObject({ code: 10001, message: '请选择性别' });
    const short = addDays(addMonths(date, 6), -1);
    expect(
      await book(offerId, { ...typed, passport: { nationality: 'CN', sex: 'M', expiry: short } }),
    ).toMatchObject({
      code: 14005,
      message: `第1位乘客LI/MING：护照有效期须在乘机日后6个月以上（现至${short}）`,
    });
    const ok = await book(offerId, {
      ...typed,
      passport: { nationality: 'CN', sex: 'M', expiry: addMonths(date, 6) },
    });
    expect(ok.code, ok.message).toBe(200);
  });

  it('a domestic flight takes a passport without them; a saved passenger brings its own', async () => {
    const domestic = await book(await offerTo('CBJS'), { ...typed, idNo: 'E34567890' });
    expect(domestic.code, domestic.message).toBe(200);
    const offerId = await offerTo('CTYO');
    expect(
      await book(offerId, {
        savedPassengerId: '00000000-0000-4000-8000-000000000000',
        passport: { nationality: 'CN', sex: 'F', expiry: '2031-01-01' },
      }),
    ).toMatchObject({ code: 10001, message: '选择常用旅客时，护照信息由常用旅客带出，无需填写' });
  });
});
