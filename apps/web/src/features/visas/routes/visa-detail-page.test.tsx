import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { VisaPath, type VisaChecklistBody, type VisaChecklistResult } from '@lvxing/shared';
import { mockApi, stubLayout } from '@/test/harness';
import { japanDetail } from '../test/fixtures';
import VisaDetailPage from './visa-detail-page';

const mock = mockApi();
stubLayout();

/** The checklist answer for a body: a 领区 check on 上海/江苏, items by applicant type. */
function checklistOf(body: VisaChecklistBody): VisaChecklistResult {
  const accepted = ['31', '32'].includes(body.province);
  const own = body.applicantType === 'RETIRED' ? '退休证' : '在职证明';
  return {
    visaCode: body.visaCode,
    accepted,
    reason: accepted ? null : '您的户籍所在地为北京市，属于北京领区；本产品仅受理上海领区的申请人',
    district: accepted
      ? { city: '上海', consulate: '日本驻上海总领事馆', productCode: 'VJP01SHA' }
      : { city: '北京', consulate: '日本驻华大使馆', productCode: 'VJP01BJS' },
    items: [
      { id: 'passport', name: '护照首页扫描件', description: '有效期6个月以上', required: true },
      { id: 'own', name: own, description: '按申请人类型', required: true },
      { id: 'marriage', name: '结婚证', description: '已婚者提供', required: false },
    ],
  };
}

function renderPage(asked: VisaChecklistBody[] = []) {
  mock.onPost(VisaPath.productDetail).reply(200, { code: 200, message: '成功', data: japanDetail });
  mock.onPost(VisaPath.checklistPreview).reply((config) => {
    const body = JSON.parse(config.data as string) as VisaChecklistBody;
    asked.push(body);
    return [200, { code: 200, message: '成功', data: checklistOf(body) }];
  });
  render(
    <MemoryRouter initialEntries={['/visa/detail?code=VJP01SHA']}>
      <Routes>
        <Route path="/visa/detail" element={<VisaDetailPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('visa product page', () => {
  it('shows the terms, the price split, refunds by stage and every 领区', async () => {
    renderPage();
    const detail = await screen.findByTestId('visa-detail');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('日本旅游签证');
    expect(detail).toHaveTextContent('5–7个工作日');
    expect(detail).toHaveTextContent('出发前90天至10天');
    const fees = screen.getByTestId('visa-fees');
    expect(fees).toHaveTextContent('使馆签证费¥200缴纳后不予退还');
    expect(fees).toHaveTextContent('已送签后取消¥0');
    expect(detail).toHaveTextContent('日本驻上海总领事馆');
    expect(screen.getByRole('link', { name: '查看该领区产品' })).toHaveAttribute(
      'href',
      '/visa/detail?code=VJP01BJS',
    );
    expect(screen.getByRole('link', { name: '立即办理' })).toHaveAttribute(
      'href',
      '/visaApply?code=VJP01SHA',
    );
  });

  it('changes the checklist with the applicant type and says when the 领区 is another', async () => {
    const user = userEvent.setup();
    const asked: VisaChecklistBody[] = [];
    renderPage(asked);
    const list = await screen.findByTestId('visa-checklist');
    expect(list).toHaveTextContent('在职证明');
    expect(asked[0]).toEqual({
      visaCode: 'VJP01SHA',
      applicantType: 'EMPLOYED',
      age: 30,
      province: '31',
      provinceBasis: 'HUKOU',
    });
    await user.click(screen.getByRole('button', { name: '退休' }));
    await waitFor(() => expect(screen.getByTestId('visa-checklist')).toHaveTextContent('退休证'));
    expect(asked.at(-1)).toMatchObject({ applicantType: 'RETIRED', age: 30 });
    expect(within(screen.getByTestId('visa-checklist')).getAllByText('按需')).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText('省份'), '11');
    const refusal = await screen.findByTestId('visa-district-refusal');
    expect(refusal).toHaveTextContent('属于北京领区');
    expect(within(refusal).getByRole('link')).toHaveAttribute('href', '/visa/detail?code=VJP01BJS');
    await user.clear(screen.getByLabelText('年龄（周岁）'));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入申请人年龄');
  });

  it('says so for an unknown product', async () => {
    mock
      .onPost(VisaPath.productDetail)
      .reply(200, { code: 27001, message: '签证产品不存在或已下架', data: null });
    render(
      <MemoryRouter initialEntries={['/visa/detail?code=VXX01SHA']}>
        <Routes>
          <Route path="/visa/detail" element={<VisaDetailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('签证产品不存在')).toBeInTheDocument();
  });
});
