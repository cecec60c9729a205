import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { VisaPath } from '@lvxing/shared';
import { useUserStore } from '@/stores/user-store';
import { mockApi, signIn, stubLayout } from '@/test/harness';
import { japanDetail } from '../test/fixtures';
import VisaApplyPage from './visa-apply-page';

const mock = mockApi();
stubLayout();

function renderPage(url: string) {
  mock.onPost(VisaPath.productDetail).reply(200, { code: 200, message: '成功', data: japanDetail });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/visaApply" element={<VisaApplyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/visaApply', () => {
  it('asks a visitor to log in first and asks the server nothing', () => {
    useUserStore.setState({ userInfo: { token: '', refreshToken: '', mobile: '' }, loginAt: 0 });
    renderPage('/visaApply?code=VJP01SHA');
    expect(screen.getByRole('button', { name: '立即登录' })).toBeInTheDocument();
    expect(mock.history.post).toHaveLength(0);
  });

  it('shows the product’s form to a member, one applicant to start with', async () => {
    signIn();
    renderPage('/visaApply?code=VJP01SHA');
    expect(
      await screen.findByRole('heading', { name: '日本旅游签证·单次入境（上海领区）' }),
    ).toBeInTheDocument();
    expect(screen.getAllByTestId('applicant-card')).toHaveLength(1);
    expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({ visaCode: 'VJP01SHA' });
  });

  it('says so when no product is asked', () => {
    signIn();
    renderPage('/visaApply');
    expect(screen.getByText('签证产品不存在')).toBeInTheDocument();
  });
});
