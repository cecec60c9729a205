import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, BOOKING_RULES_AS_SEEDED, type FlightBookBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { savedPassenger } from '@/test/saved-passengers';
import { flight, offer } from '../../test/fixtures';
import { BookForm } from './book-form';

const mock = mockApi();
stubLayout();
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

const withPassport = savedPassenger({
  id: '0b6f9c1e-7c1a-4f63-9a55-6d1f0c1e2a03',
  name: '王建国',
  idNoMasked: '340***********001X',
  birthDate: '1980-01-01',
  passport: { noMasked: 'E12**5678', nationality: 'CN', expiry: '2031-05-20' },
});

let booked: FlightBookBody | undefined;
beforeEach(() => {
  signIn();
  booked = undefined;
  mock
    .onPost(ApiPath.userPassengerList)
    .reply(() => ok({ items: [savedPassenger(), withPassport], max: 50 }));
  mock.onPost(ApiPath.planeRules).reply(() => ok(BOOKING_RULES_AS_SEEDED.flight));
  mock.onPost(ApiPath.planeBookPriceDetail).reply(() => ok({ lines: [], totalFen: 48000 }));
  mock.onPost(ApiPath.planeVendorPriceBook).reply((config) => {
    booked = JSON.parse(config.data as string) as FlightBookBody;
    return ok({ orderNo: '261125101500123456' });
  });
});

function renderForm(international: boolean) {
  const legs = [{ flight: flight({ flightNo: 'MU5101', international }), offer: offer() }];
  render(
    <MemoryRouter initialEntries={['/ticket/book?train=flight']}>
      <Routes>
        <Route path="/ticket/book" element={<BookForm legs={legs} passengerCount={1} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function pick(name: string) {
  const chips = within(await screen.findByTestId('saved-passengers'));
  await userEvent.click(chips.getByRole('button', { name }));
}

describe('flight booking with saved passengers (常用旅客)', () => {
  it('books a saved passenger by its id, with the type from the saved birth date', async () => {
    const user = userEvent.setup();
    renderForm(false);
    await pick('张三');
    expect(screen.getByTestId('saved-passenger-idno')).toHaveTextContent('110***********002X');
    expect(screen.getByTestId('passenger-type')).toHaveTextContent('成人');
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(booked).toBeDefined());
    expect(booked!.passengers).toEqual([
      { savedPassengerId: savedPassenger().id, passengerType: 'ADT' },
    ]);
  });

  it('on an international flight offers only saved passengers with a passport, and stops one expiring', async () => {
    const user = userEvent.setup();
    const expiring = savedPassenger({
      id: '0b6f9c1e-7c1a-4f63-9a55-6d1f0c1e2a04',
      name: '李四',
      passport: { noMasked: 'E98**4321', nationality: 'CN', expiry: '2000-01-01' },
    });
    mock
      .onPost(ApiPath.userPassengerList)
      .reply(() => ok({ items: [savedPassenger(), withPassport, expiring], max: 50 }));
    renderForm(true);
    await pick('王建国');
    // 张三 has only an ID card, which does not leave the country: not offered
    const chips = within(screen.getByTestId('saved-passengers'));
    expect(chips.queryByRole('button', { name: '张三' })).toBeNull();
    await pick('李四');
    const [wang, li] = screen.getAllByTestId('saved-passenger');
    expect(wang).toHaveTextContent('护照E12**5678');
    expect(within(li!).getByRole('alert')).toHaveTextContent('护照有效期须在乘机日后6个月以上');
    await user.type(screen.getByTestId('contact-name'), '王建国');
    await user.click(screen.getByTestId('submit-order'));
    expect(booked).toBeUndefined();
    // without 李四 the booking goes, on 王建国's passport (the server's to take)
    await pick('李四');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(booked).toBeDefined());
    expect(booked!.passengers).toEqual([
      { savedPassengerId: withPassport.id, passengerType: 'ADT' },
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/pay?orderNo=');
  });

  it('asks a typed-in passport for its nationality, sex and expiry on an international flight', async () => {
    renderForm(true);
    expect(await screen.findByTestId('passenger-sex')).toBeInTheDocument();
    expect(screen.getByTestId('passenger-nationality')).toHaveValue('CN');
    expect(screen.getByTestId('passenger-idtype')).toHaveValue('B');
  });

  it('a domestic flight asks none of that', async () => {
    renderForm(false);
    await screen.findByTestId('passenger-idno');
    expect(screen.queryByTestId('passenger-sex')).toBeNull();
  });
});
