import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, type BusOrderCreateBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { savedPassenger } from '@/test/saved-passengers';
import { schedules } from '../../test/fixtures';
import { BusBookForm } from './bus-book-form';

const mock = mockApi();
stubLayout();
beforeEach(signIn);

/** The booking form of the first departure, with a route that shows where it went. */
function renderForm() {
  render(
    <MemoryRouter initialEntries={['/ticket/book?train=bus']}>
      <Routes>
        <Route path="/ticket/book" element={<BusBookForm schedule={schedules[0]!} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers the order call with `orderNo`, keeping the body it was sent. */
function captureOrder(orderNo: string) {
  const sent: { body?: BusOrderCreateBody } = {};
  mock.onPost(ApiPath.busOrderCreate).reply((config) => {
    sent.body = JSON.parse(config.data as string) as BusOrderCreateBody;
    return [200, { code: 200, message: '成功', data: { orderNo } }];
  });
  return sent;
}

describe('coach booking form', () => {
  it('prices 成人票 and 儿童票 (half fare), then books and goes to the payment', async () => {
    const user = userEvent.setup();
    const sent = captureOrder('261126080000123456');
    renderForm();
    expect(screen.getByTestId('schedule-summary')).toHaveTextContent('南京汽车客运站');
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥98');
    await user.type(screen.getByTestId('passenger-name'), '张三');
    await user.type(screen.getByTestId('passenger-idno'), '11010519491231002X');
    await user.click(screen.getByTestId('add-passenger'));
    await user.type(screen.getAllByTestId('passenger-name')[1]!, '张小明');
    await user.type(screen.getAllByTestId('passenger-idno')[1]!, '110105201603010018');
    await user.click(screen.getAllByRole('radio', { name: '儿童票' })[1]!.closest('label')!);
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥147');
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body).toMatchObject({
      scheduleId: 'NJZ-SHZ-0800',
      date: '2026-11-26',
      passengers: [
        { name: '张三', ticketType: 'FULL' },
        { name: '张小明', ticketType: 'HALF', birthDate: '2016-03-01' },
      ],
      contact: { name: '张三', mobile: '13800138000' },
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261126080000123456',
    );
  });

  it("books saved passengers by id, a child's 儿童票 read from the saved birth date", async () => {
    const user = userEvent.setup();
    const child = savedPassenger({
      id: '0b6f9c1e-7c1a-4f63-9a55-6d1f0c1e2a04',
      name: '张小明',
      idNoMasked: '110***********0018',
      birthDate: '2016-03-01',
    });
    mock.onPost(ApiPath.userPassengerList).reply(200, {
      code: 200,
      message: '成功',
      data: { items: [savedPassenger(), child], max: 50 },
    });
    const sent = captureOrder('261126080000654321');
    renderForm();
    const chips = await screen.findByTestId('saved-passengers');
    await user.click(within(chips).getByRole('button', { name: '张三' }));
    await user.click(within(chips).getByRole('button', { name: '张小明' }));
    expect(screen.getByText('该乘客可购买儿童票（6至14周岁儿童，半价）')).toBeInTheDocument();
    await user.click(screen.getAllByRole('radio', { name: '儿童票' })[1]!.closest('label')!);
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥147');
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(sent.body).toBeDefined());
    expect(sent.body!.passengers).toEqual([
      { savedPassengerId: savedPassenger().id, ticketType: 'FULL' },
      { savedPassengerId: child.id, ticketType: 'HALF' },
    ]);
  });
});
