import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilePath, VisaOrderPath, type VisaCaseView, type VisaItemView } from '@lvxing/shared';
import { mockApi, stubLayout } from '@/test/harness';
import VisaCasePanel from './visa-case-panel';

const mock = mockApi();
stubLayout();

const ORDER_NO = '261127090000000009';
const APPLICANT = '3f0e8c1a-2b4d-4e6f-8a9b-0c1d2e3f4a5b';

const item = (id: string, name: string, more: Partial<VisaItemView> = {}): VisaItemView => ({
  id,
  name,
  description: `${name}的要求`,
  required: true,
  state: 'MISSING',
  reason: null,
  files: [],
  ...more,
});

const visaCase = (more: Partial<VisaCaseView> = {}): VisaCaseView => ({
  applicantId: APPLICANT,
  name: '张三',
  pinyin: 'ZHANG SAN',
  applicantType: 'EMPLOYED',
  state: 'AWAITING_MATERIALS',
  stateLabel: '待提交材料',
  canSubmit: false,
  abortRefundFen: 15_000,
  items: [item('passport', '护照首页'), item('photo', '白底照片')],
  history: [
    { state: 'AWAITING_MATERIALS', label: '待提交材料', at: '2026-11-27T02:00:00Z', note: null },
  ],
  ...more,
});

const renderPanel = (c: VisaCaseView) =>
  render(
    <ul>
      <VisaCasePanel orderNo={ORDER_NO} visaCase={c} />
    </ul>,
  );

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'p.png', { type: 'image/png' });

describe('visa case panel', () => {
  it('uploads a picked file as multipart with the order, applicant and item, then shows the case', async () => {
    let sent: FormData | null = null;
    const answered = visaCase({
      items: [
        item('passport', '护照首页', {
          state: 'UPLOADED',
          files: [{ id: 'f1', name: 'p.pdf', size: 10, mime: 'application/pdf' }],
        }),
        item('photo', '白底照片'),
      ],
    });
    mock.onPost(VisaOrderPath.materialUpload).reply((config) => {
      sent = config.data as FormData;
      return [200, { code: 200, message: '成功', data: answered }];
    });
    mock.onGet(FilePath.content.replace(':id', 'f1')).reply(200, new Blob(['x']));
    renderPanel(visaCase());
    fireEvent.change(screen.getByTestId('upload-passport'), { target: { files: [png(100)] } });
    const row = () => screen.getAllByTestId('visa-item')[0]!;
    await waitFor(() =>
      expect(within(row()).getByTestId('item-state')).toHaveTextContent('待审核'),
    );
    expect(sent!.get('orderNo')).toBe(ORDER_NO);
    expect(sent!.get('applicantId')).toBe(APPLICANT);
    expect(sent!.get('itemId')).toBe('passport');
    expect((sent!.get('file') as File).name).toBe('p.png');
    expect(within(row()).getByText('p.pdf')).toBeInTheDocument();
  });

  it('refuses a file over 10 MB before sending it', () => {
    renderPanel(visaCase());
    fireEvent.change(screen.getByTestId('upload-photo'), {
      target: { files: [png(10 * 1024 * 1024 + 1)] },
    });
    expect(screen.getByTestId('item-problem')).toHaveTextContent('单个文件不能超过 10 MB');
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows why a rejected item is wanted again', () => {
    renderPanel(
      visaCase({
        state: 'NEEDS_MORE',
        stateLabel: '需补材料',
        items: [item('photo', '白底照片', { state: 'REJECTED', reason: '照片背景不是白色' })],
      }),
    );
    expect(screen.getByTestId('item-state')).toHaveTextContent('需补充');
    expect(screen.getByTestId('item-reason')).toHaveTextContent('照片背景不是白色');
  });

  it('enables 提交审核 only when the case can be submitted, then sends it', async () => {
    const user = userEvent.setup();
    const { unmount } = renderPanel(visaCase());
    expect(screen.getByTestId('case-submit')).toBeDisabled();
    unmount();
    mock.onPost(VisaOrderPath.caseSubmit).reply(200, {
      code: 200,
      message: '成功',
      data: visaCase({ state: 'REVIEWING', stateLabel: '材料审核中', abortRefundFen: 7_500 }),
    });
    renderPanel(visaCase({ canSubmit: true }));
    await user.click(screen.getByTestId('case-submit'));
    expect(await screen.findByText('材料审核中')).toBeInTheDocument();
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({
      orderNo: ORDER_NO,
      applicantId: APPLICANT,
    });
  });

  it('asks before 中止办理 with what it refunds now', async () => {
    const user = userEvent.setup();
    renderPanel(visaCase());
    await user.click(screen.getByTestId('case-abort'));
    expect(await screen.findByTestId('abort-refund')).toHaveTextContent('¥150');
  });
});
