import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffCooperationPath, type CustomQuoteView } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import { CustomQuoteForm, CustomQuoteList } from './cooperation-quote';

const mock = new MockAdapter(staffHttp);

const request = {
  requestNo: 'C261127101500123456',
  kind: 'TOUR_CUSTOM',
  orgName: '桂林 4天 2成人1儿童',
  creditCode: '',
  contactName: '孙先生',
  contactMobile: '13900003333',
  contactEmail: '',
  services: ['导游'],
  remarks: '',
  details: {},
  state: 'ACCEPTED' as const,
  fromMember: true,
  createdAt: '2026-11-27T02:00:00.000Z',
  updatedAt: '2026-11-27T02:00:00.000Z',
};

const quote = (over: Partial<CustomQuoteView>): CustomQuoteView => ({
  version: 1,
  adultFen: 458_000,
  childFen: 229_000,
  adults: 2,
  children: 1,
  totalFen: 1_145_000,
  validUntil: '2026-12-04T10:00:00.000Z',
  plan: '高铁往返，阳朔两晚',
  quotedAt: '2026-11-27T03:00:00.000Z',
  acceptedAt: null,
  expired: false,
  ...over,
});

/** Types `text` into `field` at once (a paste), as staff pasting a price would. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

beforeEach(() => {
  mock.reset();
  useStaffSession.setState({ token: 'staff-t' } as never);
});

describe('定制游报价', () => {
  it('lists the versions newest first: the current one, the superseded, the accepted', () => {
    render(
      <CustomQuoteList
        quotes={[
          quote({ version: 2, totalFen: 1_040_000, acceptedAt: '2026-11-27T05:00:00.000Z' }),
          quote({ version: 1 }),
        ]}
      />,
    );
    expect(screen.getByText('客户已接受')).toBeInTheDocument();
    expect(screen.getByText('已作废')).toBeInTheDocument();
    expect(screen.getByText(/合计 ¥10400\.00/)).toBeInTheDocument();
    expect(screen.getAllByText(/儿童 ¥2290\.00 × 1/)).toHaveLength(2);
  });

  it('sends the prices in fen with the plan, then reloads', async () => {
    let sent: Record<string, unknown> | null = null;
    mock.onPost(StaffCooperationPath.quote).reply((c) => {
      sent = JSON.parse(c.data as string) as Record<string, unknown>;
      return [200, { code: 200, message: '成功', data: quote({}) }];
    });
    const onQuoted = vi.fn(() => Promise.resolve());
    render(
      <App>
        <CustomQuoteForm request={request} busy={false} onQuoted={onQuoted} />
      </App>,
    );
    await fill(screen.getByLabelText('成人单价（元/人）'), '4580.5');
    await fill(screen.getByLabelText('儿童单价（元/人，无儿童可不填）'), '2290');
    await fill(screen.getByLabelText('方案说明'), '广州南乘高铁往返桂林，阳朔两晚。');
    await userEvent.click(screen.getByRole('button', { name: '发送报价' }));
    await waitFor(() => expect(onQuoted).toHaveBeenCalled());
    expect(sent).toMatchObject({
      requestNo: request.requestNo,
      adultFen: 458_050,
      childFen: 229_000,
      plan: '广州南乘高铁往返桂林，阳朔两晚。',
    });
    expect(Date.parse(String(sent!.validUntil))).toBeGreaterThan(Date.now());
  });

  it('asks for the plan before sending', async () => {
    render(
      <App>
        <CustomQuoteForm request={request} busy={false} onQuoted={() => Promise.resolve()} />
      </App>,
    );
    await fill(screen.getByLabelText('成人单价（元/人）'), '3000');
    await userEvent.click(screen.getByRole('button', { name: '发送报价' }));
    expect(await screen.findByText('请填写方案说明')).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });
});
