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

  it('on an international flight shows the saved passport, and stops one without any', async () => {
    const user = userEvent.setup();
    renderForm(true);
    await pick('王建国');
    await pick('张三');
    const [wang, zhang] = screen.getAllByTestId('saved-passenger');
    expect(wang).toHaveTextContent('护照E12**5678');
    expect(within(zhang!).getByRole('alert')).toHaveTextContent('请在常用旅客中补充护照信息');
    await user.type(screen.getByTestId('contact-name'), '王建国');
    await user.click(screen.getByTestId('submit-order'));
    expect(booked).toBeUndefined();
    // without 张三 the booking goes, on 王建国's passport (the server's to take)
    await pick('张三');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(booked).toBeDefined());
    expect(booked!.passengers).toEqual([
      { savedPassengerId: withPassport.id, passengerType: 'ADT' },
    ]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/pay?orderNo=');
  });
});
