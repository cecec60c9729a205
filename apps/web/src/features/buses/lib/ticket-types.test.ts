import { describe, expect, it } from 'vitest';
import {
  busDraftErrors,
  busListError,
  busPrice,
  busTicketTypeHint,
  newBusDraft,
  toBusPassenger,
} from './ticket-types';

const DATE = '2026-11-26';
const ADULT_ID = '11010519491231002X';
const CHILD_10 = '110105201603010018';
const CHILD_4 = '110105202205010017';
const adult = newBusDraft({ name: '张三', idNo: ADULT_ID });
const child = (idNo: string, ticketType: 'FULL' | 'HALF' = 'HALF') =>
  newBusDraft({ name: '张小明', idNo, ticketType });

describe('coach ticket types (成人票/儿童票, the half fare)', () => {
  it('sells 儿童票 (half fare) to children of 6 to 14 only, and no ticket under 6', () => {
    expect(busDraftErrors(child(CHILD_10), DATE)).toEqual({});
    expect(busDraftErrors({ ...adult, ticketType: 'HALF' }, DATE)).toEqual({
      ticketType: '儿童票仅限6至14周岁儿童，该乘客请购买成人票',
    });
    const under6 = '未满6周岁的儿童免票乘车（不单独占座），无需购票';
    expect(busDraftErrors(child(CHILD_4), DATE)).toEqual({ ticketType: under6 });
    expect(busDraftErrors(child(CHILD_4, 'FULL'), DATE)).toEqual({ ticketType: under6 });
  });

  it('suggests the half ticket for children of 6 to 14', () => {
    expect(busTicketTypeHint(child(CHILD_10, 'FULL'), DATE)).toBe(
      '该乘客可购买儿童票（6至14周岁儿童，半价）',
    );
    expect(busTicketTypeHint(child(CHILD_10), DATE)).toBeNull();
    expect(busTicketTypeHint(child(CHILD_4, 'FULL'), DATE)).toBeNull();
    expect(busTicketTypeHint(adult, DATE)).toBeNull();
  });

  it('needs a full-fare passenger with children and refuses the same person twice', () => {
    expect(busListError([child(CHILD_10)])).toBe('儿童须由成人陪同乘车，请至少添加一位成人票乘客');
    expect(busListError([adult, child(CHILD_10)])).toBeNull();
    expect(busListError([adult, { ...adult, key: 'b' }])).toBe('同一乘客请勿重复添加');
  });

  it('prices full and half tickets from the departure', () => {
    const price = busPrice({ fullPriceFen: 9800, halfPriceFen: 4900 }, [
      adult,
      adult,
      child(CHILD_10),
    ]);
    expect(price.lines).toEqual([
      { key: 'FULL', label: '成人票', unitFen: 9800, count: 2 },
      { key: 'HALF', label: '儿童票', unitFen: 4900, count: 1 },
    ]);
    expect(price.totalFen).toBe(24500);
  });

  it('sends the ticket type and the birth date with the passenger', () => {
    expect(toBusPassenger(child(CHILD_10))).toMatchObject({
      ticketType: 'HALF',
      birthDate: '2016-03-01',
    });
  });
});
