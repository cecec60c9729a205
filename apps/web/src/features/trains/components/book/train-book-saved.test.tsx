import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, BOOKING_RULES_AS_SEEDED, type TrainOrderCreateBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, stubToasts, Where } from '@/test/harness';
import { savedPassenger, savedStudent, STUDENT_ID, ZHANG_ID } from '@/test/saved-passengers';
import { trains } from '../../test/fixtures';
import { TrainBookForm } from './train-book-form';

const mock = mockApi();
const toast = stubToasts();
stubLayout();

const train = trains[0]!;
/** A day in the winter 学生票 period, in 二等座. */
const journey = {
  trainCode: 'G7001',
  date: '2026-12-20',
  from: 'AOH',
  to: 'NKH',
  seatClass: 'O',
} as const;
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

let created: TrainOrderCreateBody | undefined;
const saved: unknown[] = [];
beforeEach(() => {
  signIn();
  created = undefined;
  saved.length = 0;
  mock
    .onPost(ApiPath.userPassengerList)
    .reply(() => ok({ items: [savedPassenger(), savedStudent()], max: 50 }));
  mock.onPost(ApiPath.trainRules).reply(() => ok(BOOKING_RULES_AS_SEEDED.train));
  mock.onPost(ApiPath.trainPriceDetail).reply(() => ok({ lines: [], totalFen: 13900 }));
  mock.onPost(ApiPath.trainOrderCreate).reply((config) => {
    created = JSON.parse(config.data as string) as TrainOrderCreateBody;
    return ok({ orderNo: '261220070000123456' });
  });
  // the member has saved this document already: refused, quietly
  mock.onPost(ApiPath.userPassengerSave).reply((config) => {
    saved.push(JSON.parse(config.data as string));
    return [200, { code: 19003, message: '该证件的常用旅客已存在', data: null }];
  });
});

function renderForm(date: string = journey.date) {
  render(
    <MemoryRouter initialEntries={['/ticket/book?train=train']}>
      <Routes>
        <Route
          path="/ticket/book"
          element={
            <TrainBookForm journey={{ ...journey, date }} train={train} offer={train.seats[0]!} />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The chips of the member's saved passengers, once listed. */
const chips = async () => within(await screen.findByTestId('saved-passengers'));
/** One choice of the passenger's 票种 control (the same radios on every kind's form). */
const option = (card: HTMLElement, name: string) =>
  within(within(card).getByRole('radiogroup', { name: '票种' })).getByRole('radio', { name });

describe('train booking with saved passengers (常用旅客)', () => {
  it('fills a card masked from a chip and books the student a 学生票 by the saved id', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click((await chips()).getByRole('button', { name: '李小明' }));
    const card = screen.getAllByTestId('passenger-card')[0]!;
    expect(within(card).getByTestId('saved-passenger-idno')).toHaveTextContent(
      '110***********0012',
    );
    // read-only: no document inputs, and never the full number
    expect(within(card).queryByTestId('passenger-idno')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(STUDENT_ID);
    expect(option(card, '学生票')).toBeEnabled();
    expect(option(card, '残军票')).toBeDisabled();
    expect(card).toHaveTextContent('学生票限优惠区间乘车：北京 ⇄ 上海');
    await user.click(option(card, '学生票'));
    await user.type(screen.getByTestId('contact-name'), '李小明');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(created).toBeDefined());
    expect(created!.passengers).toEqual([{ savedPassengerId: savedStudent().id, ticketType: '3' }]);
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/pay?orderNo=');
    // nothing typed in: nothing to save
    expect(saved).toEqual([]);
  });

  it('closes 学生票 out of its periods, saying when they are', async () => {
    const user = userEvent.setup();
    renderForm('2026-11-26');
    await user.click((await chips()).getByRole('button', { name: '李小明' }));
    const student = screen.getAllByTestId('passenger-card')[0]!;
    expect(option(student, '学生票')).toBeDisabled();
    expect(student).toHaveTextContent('学生票仅在优惠期内发售：12月1日至3月31日、6月1日至9月30日');
  });

  it('closes 学生票 and 残军票 to a typed-in passenger, saying why', async () => {
    renderForm();
    await screen.findByTestId('saved-passengers');
    const typed = screen.getAllByTestId('passenger-card')[0]!;
    expect(option(typed, '学生票')).toBeDisabled();
    expect(option(typed, '残军票')).toBeDisabled();
    expect(typed).toHaveTextContent('学生票须选择已通过学生资质核验的常用旅客');
    expect(typed).toHaveTextContent('残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证');
  });

  it('refuses the same saved passenger twice and unpicks a card with 修改', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click((await chips()).getByRole('button', { name: '张三' }));
    expect((await chips()).getByRole('button', { name: '张三' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the chip again takes them off
    await user.click((await chips()).getByRole('button', { name: '张三' }));
    expect(screen.queryByTestId('saved-passenger')).not.toBeInTheDocument();
    await user.click((await chips()).getByRole('button', { name: '张三' }));
    await user.click(screen.getByRole('button', { name: '修改乘客 张三 的证件信息' }));
    // typed again: the name stays, the number is typed anew
    expect(screen.getByTestId('passenger-name')).toHaveValue('张三');
    expect(screen.getByTestId('passenger-idno')).toHaveValue('');
    expect((await chips()).getByRole('button', { name: '张三' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('saves a typed-in passenger as 常用旅客 after the booking, a refusal shown nowhere', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByTestId('passenger-name'), '张三');
    await user.type(screen.getByTestId('passenger-idno'), ZHANG_ID);
    expect(screen.getByTestId('passenger-keep')).toBeChecked();
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/pay?orderNo=');
    expect(created!.passengers).toEqual([
      { name: '张三', idType: '1', idNo: ZHANG_ID, ticketType: '1', birthDate: '1949-12-31' },
    ]);
    await vi.waitFor(() => expect(saved).toEqual([{ name: '张三', idType: '1', idNo: ZHANG_ID }]));
    expect(toast).not.toHaveBeenCalledWith('error', expect.anything(), expect.anything());
  });

  it('does not save a typed-in passenger whose box was unticked', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(await screen.findByTestId('passenger-name'), '张三');
    await user.type(screen.getByTestId('passenger-idno'), ZHANG_ID);
    await user.click(screen.getByTestId('passenger-keep'));
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/ticket/pay?orderNo=');
    expect(saved).toEqual([]);
  });
});
