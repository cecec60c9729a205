import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PayResult } from './pay-result';

const renderClosed = (orderKind: 'HOTEL' | 'BUS' | 'VISA') =>
  render(
    <MemoryRouter>
      <PayResult kind="closed" orderNo="261126080000123456" orderKind={orderKind} />
    </MemoryRouter>,
  );

describe('pay result of a closed order', () => {
  it("leads back to the order's own search", () => {
    renderClosed('BUS');
    expect(screen.getByRole('link', { name: '重新查询班次' })).toHaveAttribute(
      'href',
      '/train?type=bus',
    );
  });

  it('leads a hotel order back to the hotel search', () => {
    renderClosed('HOTEL');
    expect(screen.getByRole('link', { name: '重新搜索酒店' })).toHaveAttribute('href', '/hotel');
  });

  it('never offers a flight search for a kind this app does not sell', () => {
    renderClosed('VISA');
    expect(screen.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/航班|机票/)).toBeNull();
  });
});
