import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ApiPath, type TrainOrderCreateBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { trains } from '../../test/fixtures';
import { TrainBookForm } from './train-book-form';

const mock = mockApi();
const train = trains[0]!;
const journey = {
  trainCode: 'G7001',
  date: '2026-11-26',
  from: 'AOH',
  to: 'NKH',
  seatClass: 'O',
} as const;
const ADULT_1 = '11010519491231002X';
const ADULT_2 = '34052419800101001X';

stubLayout();

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/ticket/book?train=train']}>
      <Routes>
        <Route
          path="/ticket/book"
          element={<TrainBookForm journey={journey} train={train} offer={train.seats[0]!} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const priceBodies: { ticketTypes: string[] }[] = [];
beforeEach(() => {
  priceBodies.length = 0;
  signIn();
  mock.onPost(ApiPath.trainPriceDetail).reply((config) => {
    const body = JSON.parse(config.data as string) as { ticketTypes: string[] };
    priceBodies.push(body);
    const n = body.ticketTypes.length;
    return [
      200,
      {
        code: 200,
        message: '成功',
        data: {
          lines: [
            { ticketType: '1', label: '成人票', count: n, unitFen: 13900, subtotalFen: 13900 * n },
          ],
          totalFen: 13900 * n,
        },
      },
    ];
  });
});

async function fillPassenger(
  user: ReturnType<typeof userEvent.setup>,
  i: number,
  name: string,
  id: string,
) {
  await user.type(screen.getAllByTestId('passenger-name')[i]!, name);
  await user.type(screen.getAllByTestId('passenger-idno')[i]!, id);
}

describe('train booking form', () => {
  it('books two adults with seat letters and goes to the payment', async () => {
    const user = userEvent.setup();
    let created: TrainOrderCreateBody | undefined;
    mock.onPost(ApiPath.trainOrderCreate).reply((config) => {
      created = JSON.parse(config.data as string) as TrainOrderCreateBody;
      return [200, { code: 200, message: '成功', data: { orderNo: '261126070000123456' } }];
    });
    renderForm();
    expect(screen.getByTestId('journey-summary')).toHaveTextContent('G7001');
    await vi.waitFor(() => expect(screen.getByTestId('price-total')).toHaveTextContent('¥139'));

    await fillPassenger(user, 0, '张三', ADULT_1);
    await user.click(screen.getByTestId('add-passenger'));
    await fillPassenger(user, 1, '李四', ADULT_2);
    // one row for one passenger, two rows once there are two
    const picker = screen.getByTestId('seat-picker');
    expect(within(picker).getAllByRole('group')).toHaveLength(2);
    await user.click(screen.getByTestId('seat-1A'));
    await user.click(screen.getByTestId('seat-1B'));
    await user.click(screen.getByTestId('seat-1F'));
    expect(screen.getByTestId('seat-1A')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('seat-count')).toHaveTextContent('2');
    await vi.waitFor(() => expect(screen.getByTestId('price-total')).toHaveTextContent('¥278'));
    expect(priceBodies.at(-1)).toMatchObject({ ...journey, ticketTypes: ['1', '1'] });

    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    await vi.waitFor(() => expect(created).toBeDefined());
    expect(created).toMatchObject({
      ...journey,
      seatLetters: ['B', 'F'],
      contact: { name: '张三', mobile: '13800138000' },
      passengers: [
        { name: '张三', idType: '1', idNo: ADULT_1, ticketType: '1', birthDate: '1949-12-31' },
        { name: '李四', idType: '1', idNo: ADULT_2, ticketType: '1', birthDate: '1980-01-01' },
      ],
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261126070000123456',
    );
  });

  it('stops at field errors and a child travelling alone', async () => {
    const user = userEvent.setup();
    const create = vi.fn();
    mock.onPost(ApiPath.trainOrderCreate).reply(create);
    renderForm();
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByText('请输入乘客姓名')).toBeInTheDocument();
    expect(screen.getByText('请输入证件号码')).toBeInTheDocument();
    expect(screen.getByText('请输入联系人姓名')).toBeInTheDocument();

    await fillPassenger(user, 0, '张小明', '110105201603010018');
    expect(screen.getByText('该乘客未满14周岁，可购买儿童票')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '儿童票' }));
    expect(screen.getByText('儿童须由成年人陪同乘车，请至少添加一位成人')).toHaveClass(
      'book-card__warn',
    );
    await vi.waitFor(() => expect(priceBodies.at(-1)?.ticketTypes).toEqual(['2']));
    await user.type(screen.getByTestId('contact-name'), '张三');
    await user.click(screen.getByTestId('submit-order'));
    expect(create).not.toHaveBeenCalled();
  });
});

describe('the seat class on the booking page', () => {
  it('lists the train classes with fare and seats; picking another changes the address, a sold-out one cannot be picked', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/ticket/book?train=train&trainCode=G7001&seatClass=O']}>
        <TrainBookForm journey={journey} train={train} offer={train.seats[0]!} />
        <Where />
      </MemoryRouter>,
    );
    const options = screen.getAllByTestId('journey-seat-option');
    expect(options.map((o) => o.textContent)).toEqual([
      '二等座¥139有',
      '一等座¥23912张',
      '商务座¥439无',
    ]);
    expect(screen.getByTestId('journey-seat-class')).toHaveTextContent('二等座');
    expect(screen.getByRole('radio', { name: /二等座/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /商务座/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /一等座/ }));
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/ticket/book?train=train&trainCode=G7001&seatClass=M',
    );
  });
});
