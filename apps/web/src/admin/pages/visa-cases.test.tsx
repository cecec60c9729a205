import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { App } from 'antd';
import { StaffVisaPath, type StaffVisaCaseDetail } from '@lvxing/shared';
import { staffHttp } from '../api';
import { useStaffSession } from '../session';
import { VisaCaseDrawer } from '../parts/visa-case-drawer';
import VisaCasesPage from './visa-cases';

const mock = new MockAdapter(staffHttp);
const APPLICANT = '3f0e8c1a-2b4d-4e6f-8a9b-0c1d2e3f4a5b';

const row = {
  applicantId: APPLICANT,
  orderNo: '261127090000000009',
  name: '张三',
  visaTitle: '日本旅游签证·单次入境（上海领区）',
  consulateCity: '上海',
  departDate: '2026-12-27',
  state: 'REVIEWING',
  stateLabel: '材料审核中',
  waitingItems: 2,
  updatedAt: '2026-11-27T02:00:00.000Z',
};

const detail: StaffVisaCaseDetail = {
  applicantId: APPLICANT,
  name: '张三',
  pinyin: 'ZHANG SAN',
  applicantType: 'EMPLOYED',
  state: 'REVIEWING',
  stateLabel: '材料审核中',
  canSubmit: false,
  abortRefundFen: 7_500,
  items: [
    {
      id: 'passport',
      name: '护照首页',
      description: '',
      required: true,
      state: 'UPLOADED',
      reason: null,
      files: [{ id: 'f1', name: 'passport.pdf', size: 100, mime: 'application/pdf' }],
    },
    {
      id: 'photo',
      name: '白底照片',
      description: '',
      required: true,
      state: 'UPLOADED',
      reason: null,
      files: [{ id: 'f2', name: 'photo.png', size: 100, mime: 'image/png' }],
    },
  ],
  history: [{ state: 'REVIEWING', label: '材料审核中', at: '2026-11-27T02:00:00Z', note: null }],
  orderNo: '261127090000000009',
  visaTitle: row.visaTitle,
  departDate: '2026-12-27',
  returnDate: '2027-01-03',
  passportNo: 'E1234****',
  idNo: '1101**********002X',
  birthDate: '1949-12-31',
  province: '31',
  provinceName: '上海市',
};

const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];
let posts: { url: string; body: Record<string, unknown> }[] = [];

beforeEach(() => {
  mock.reset();
  posts = [];
  useStaffSession.setState({ token: 'staff-t' } as never);
  mock.onPost().reply((c) => {
    const body = JSON.parse(c.data as string) as Record<string, unknown>;
    posts.push({ url: c.url!, body });
    if (c.url === StaffVisaPath.caseList)
      return ok({
        total: 1,
        page: 1,
        pageSize: 20,
        counts: { REVIEWING: 1, APPROVED: 2 },
        items: [row],
      });
    if (c.url === StaffVisaPath.caseDetail) return ok(detail);
    return ok(detail);
  });
});

describe('签证办理', () => {
  it('lists cases with counts per state and opens a case with its files and province name', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <VisaCasesPage />
      </App>,
    );
    expect(await screen.findByText('日本旅游签证·单次入境（上海领区）')).toBeInTheDocument();
    expect(screen.getByText('全部 (3)')).toBeInTheDocument();
    expect(screen.getByText('审核通过 (2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '查看处理' }));
    const items = await screen.findAllByTestId('staff-visa-item');
    expect(within(items[0]!).getByText('passport.pdf')).toBeInTheDocument();
    expect(screen.getByText('上海市')).toBeInTheDocument();
    expect(posts.find((p) => p.url === StaffVisaPath.caseDetail)?.body).toEqual({
      applicantId: APPLICANT,
    });
  });

  it('accepts an item by its review call', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <VisaCaseDrawer applicantId={APPLICANT} onClose={() => {}} onChanged={async () => {}} />
      </App>,
    );
    const items = await screen.findAllByTestId('staff-visa-item');
    await user.click(within(items[0]!).getByRole('button', { name: /^通\s?过$/ }));
    await waitFor(() =>
      expect(posts.find((p) => p.url === StaffVisaPath.itemReview)?.body).toEqual({
        applicantId: APPLICANT,
        itemId: 'passport',
        decision: 'ACCEPT',
      }),
    );
  });

  it('asks for an item again with the reason, and moves the case on', async () => {
    const user = userEvent.setup();
    render(
      <App>
        <VisaCaseDrawer applicantId={APPLICANT} onClose={() => {}} onChanged={async () => {}} />
      </App>,
    );
    const items = await screen.findAllByTestId('staff-visa-item');
    const photo = items[1]!;
    expect(within(photo).getByRole('button', { name: '需补充' })).toBeDisabled();
    fireEvent.change(within(photo).getByLabelText('白底照片需补充的原因'), {
      target: { value: '背景不是白色' },
    });
    await user.click(within(photo).getByRole('button', { name: '需补充' }));
    await waitFor(() =>
      expect(posts.find((p) => p.url === StaffVisaPath.itemReview)?.body).toEqual({
        applicantId: APPLICANT,
        itemId: 'photo',
        decision: 'REJECT',
        missingReason: '背景不是白色',
      }),
    );
    await user.click(screen.getByRole('button', { name: '改为审核通过' }));
    await waitFor(() =>
      expect(posts.find((p) => p.url === StaffVisaPath.caseMove)?.body).toEqual({
        applicantId: APPLICANT,
        toState: 'APPROVED',
      }),
    );
  });
});
