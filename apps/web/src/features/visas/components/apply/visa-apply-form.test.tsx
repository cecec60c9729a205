import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { MemoryRouter, Route, Routes, useSearchParams } from 'react-router';
import { VisaOrderPath, type VisaApplicationSubmitBody } from '@lvxing/shared';
import { mockApi, signIn, stubLayout, Where } from '@/test/harness';
import { STUDENT_ID, ZHANG_ID } from '@/test/saved-passengers';
import { japanDetail } from '../../test/fixtures';
import { VisaApplyForm } from './visa-apply-form';

const mock = mockApi();
stubLayout();
beforeEach(signIn);

const beijingDetail = { ...japanDetail, code: 'VJP01BJS', consulateCity: '北京' };

/** /visaApply as the page routes it: the form of the product in `code`, one per product. */
function ApplyRoute() {
  const [params] = useSearchParams();
  const d = params.get('code') === beijingDetail.code ? beijingDetail : japanDetail;
  return <VisaApplyForm key={d.code} d={d} />;
}

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/visaApply?code=VJP01SHA']}>
      <Routes>
        <Route path="/visaApply" element={<ApplyRoute />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Answers the submit calls in turn, keeping the bodies sent. */
function answerSubmits(...answers: { code: number; message?: string; data: unknown }[]) {
  const sent: VisaApplicationSubmitBody[] = [];
  mock.onPost(VisaOrderPath.applicationSubmit).reply((config) => {
    sent.push(JSON.parse(config.data as string) as VisaApplicationSubmitBody);
    const a = answers[Math.min(sent.length, answers.length) - 1]!;
    return [200, { message: '成功', ...a }];
  });
  return sent;
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** Fills applicant `i` (name, ID, passport…) as a member would. */
function fillApplicant(i: number, name: string, idNo: string, passportNo: string) {
  type(`applicant-${i}-name`, name);
  type(`applicant-${i}-idNo`, idNo);
  type(`applicant-${i}-birthPlace`, '上海');
  type(`applicant-${i}-passportNo`, passportNo);
  type(`applicant-${i}-passportIssueDate`, '2022-01-10');
  type(`applicant-${i}-passportExpiryDate`, '2034-01-09');
  type(`applicant-${i}-employer`, '上海示例科技有限公司');
  type(`applicant-${i}-emergencyName`, '李四');
  type(`applicant-${i}-emergencyMobile`, '13900139000');
}

const depart = dayjs().add(30, 'day').format('YYYY-MM-DD');
const back = dayjs().add(37, 'day').format('YYYY-MM-DD');

/** Renders the form, fills one applicant (张三) and the trip, and submits it. */
async function submitOneApplicant(user: ReturnType<typeof userEvent.setup>) {
  renderForm();
  type('trip-departDate', depart);
  type('trip-returnDate', back);
  fillApplicant(0, '张三', ZHANG_ID, 'E12345678');
  type('contact-name', '张三');
  await waitFor(() => expect(screen.getByTestId('applicant-0-surnamePinyin')).toHaveValue('ZHANG'));
  await user.click(screen.getByTestId('submit-order'));
}

describe('visa apply form', () => {
  it('checks fields as they are left and sends nothing with problems', async () => {
    const user = userEvent.setup();
    const sent = answerSubmits({ code: 200, data: {} });
    renderForm();
    type('applicant-0-passportNo', 'X123');
    fireEvent.blur(screen.getByTestId('applicant-0-passportNo'));
    expect(await screen.findByText(/护照号码不正确/)).toBeInTheDocument();
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByText('请输入申请人姓名')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  it('fills pinyin, birth date and sex from the name and ID number', async () => {
    renderForm();
    type('applicant-0-name', '张三丰');
    type('applicant-0-idNo', ZHANG_ID);
    await waitFor(() =>
      expect(screen.getByTestId('applicant-0-surnamePinyin')).toHaveValue('ZHANG'),
    );
    expect(screen.getByTestId('applicant-0-givenNamePinyin')).toHaveValue('SANFENG');
    expect(screen.getByTestId('applicant-0-birthDate')).toHaveValue('1949-12-31');
    expect(screen.getByTestId('applicant-0-sex')).toHaveValue('F');
  });

  it('adds an applicant, totals both and posts the body, then goes to the payment', async () => {
    const user = userEvent.setup();
    const sent = answerSubmits({
      code: 200,
      data: { orderNo: '261127090000000009', totalFen: 70_000, payDeadline: '' },
    });
    renderForm();
    await user.click(screen.getByTestId('add-applicant'));
    expect(screen.getAllByTestId('applicant-card')).toHaveLength(2);
    expect(screen.getByTestId('price-total')).toHaveTextContent('¥700');
    type('trip-departDate', depart);
    type('trip-returnDate', back);
    fillApplicant(0, '张三', ZHANG_ID, 'E12345678');
    fillApplicant(1, '王五', STUDENT_ID, 'EA1234567');
    type('contact-name', '张三');
    await waitFor(() =>
      expect(screen.getByTestId('applicant-1-surnamePinyin')).toHaveValue('WANG'),
    );
    await user.click(screen.getByTestId('submit-order'));
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/ticket/pay?orderNo=261127090000000009',
    );
    expect(sent[0]).toMatchObject({
      visaCode: 'VJP01SHA',
      departDate: depart,
      returnDate: back,
      passportHandover: 'DROP_OFF',
      expectedTotalFen: 70_000,
      contact: { name: '张三', mobile: '13800138000' },
      applicants: [
        { name: '张三', surnamePinyin: 'ZHANG', givenNamePinyin: 'SAN', sex: 'F', province: '31' },
        { name: '王五', idNo: STUDENT_ID, birthDate: '2004-05-01', sex: 'M' },
      ],
    });
  });

  it('shows a refusal naming an applicant on that applicant’s field', async () => {
    const user = userEvent.setup();
    answerSubmits({
      code: 27003,
      message: '申请人张三的护照有效期应在返回日期后6个月以上',
      data: null,
    });
    await submitOneApplicant(user);
    await waitFor(() =>
      expect(screen.getByTestId('applicant-0-passportExpiryDate')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(screen.getByText('申请人张三的护照有效期应在返回日期后6个月以上')).toBeInTheDocument();
  });

  it('offers the product of the right 领区 with a 27002 refusal, carrying what was typed', async () => {
    const user = userEvent.setup();
    answerSubmits({
      code: 27002,
      message: '申请人张三：您的户籍所在地为北京市，属于北京领区；本产品仅受理上海领区的申请人',
      data: { productCode: 'VJP01BJS', consulateCity: '北京' },
    });
    await submitOneApplicant(user);
    const link = await screen.findByRole('link', { name: '改为申请北京领区的产品' });
    expect(link).toHaveAttribute('href', '/visaApply?code=VJP01BJS');
    expect(screen.getByTestId('applicant-0-province')).toHaveAttribute('aria-invalid', 'true');
    await user.click(link);
    expect(await screen.findByText('送签城市 北京 · 日本', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('applicant-0-name')).toHaveValue('张三');
    expect(screen.getByTestId('applicant-0-passportNo')).toHaveValue('E12345678');
    expect(screen.queryByTestId('apply-district-switch')).not.toBeInTheDocument();
  });
});
