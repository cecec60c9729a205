import { describe, expect, it } from 'vitest';
import { savedPassenger, ZHANG_ID } from '@/test/saved-passengers';
import {
  birthDateOf,
  duplicatePassengerError,
  fromSaved,
  newDraft,
  passengersToKeep,
  unpicked,
} from './passenger-draft';

const picked = newDraft('1', fromSaved(savedPassenger()));

describe('booking passengers (every kind)', () => {
  it('takes the birth date from a saved passenger, a resident ID, else the one entered', () => {
    expect(birthDateOf(picked)).toBe('1949-12-31');
    expect(birthDateOf(newDraft('1', { idNo: ZHANG_ID }))).toBe('1949-12-31');
    expect(birthDateOf(newDraft('1', { idNo: '123', birthDate: '2000-01-01' }))).toBeNull();
    expect(birthDateOf(newDraft('B', { idNo: 'E12345678', birthDate: '2018-05-06' }))).toBe(
      '2018-05-06',
    );
    expect(birthDateOf(newDraft('B', { idNo: 'E12345678' }))).toBeNull();
  });

  it('holds a picked passenger masked, never kept again, and unpicks it to typing', () => {
    expect(picked).toMatchObject({ name: '张三', idNo: '110***********002X', keep: false });
    expect(picked.saved?.id).toBe(savedPassenger().id);
    expect(unpicked(picked)).toMatchObject({ name: '张三', idNo: '', saved: null, keep: true });
    expect(unpicked(picked, 'B')).toMatchObject({ idType: 'B', birthDate: '1949-12-31' });
  });

  it('refuses the same saved passenger or the same typed document twice', () => {
    const typed = newDraft('1', { name: '张三', idNo: ZHANG_ID });
    expect(duplicatePassengerError([picked, { ...picked, key: 'again' }])).toBe(
      '同一乘客请勿重复添加',
    );
    expect(duplicatePassengerError([typed, { ...typed, idNo: ZHANG_ID.toLowerCase() }])).toBe(
      '同一乘客请勿重复添加',
    );
    // a saved passenger and a typed one cannot be compared (masked): the server checks
    expect(duplicatePassengerError([picked, typed])).toBeNull();
  });

  it('keeps only the typed-in passengers ticked 保存为常用旅客, as the save call takes them', () => {
    const typed = newDraft('1', { name: ' 张三 ', idNo: ZHANG_ID.toLowerCase(), birthDate: null });
    const passport = newDraft('B', { name: 'LI/SI', idNo: 'e1234567', birthDate: '1990-01-01' });
    const unticked = newDraft('1', { name: '王五', idNo: ZHANG_ID, keep: false });
    expect(passengersToKeep([picked, typed, passport, unticked])).toEqual([
      { name: '张三', idType: '1', idNo: ZHANG_ID },
      { name: 'LI/SI', idType: 'B', idNo: 'E1234567', birthDate: '1990-01-01' },
    ]);
  });
});
