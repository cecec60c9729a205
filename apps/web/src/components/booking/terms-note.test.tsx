import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { BookingTermsNote } from './terms-note';

describe('BookingTermsNote', () => {
  it('makes each set of terms a link opening in a new tab, joined by 及', () => {
    const { container } = render(
      <BookingTermsNote
        links={[
          { title: '《铁路旅客运输规程》', href: '/bookingTerms?type=train#regulation' },
          { title: '火车票预订、退改签须知', href: '/bookingTerms?type=train' },
        ]}
        rest="（示例）"
      />,
    );
    const first = screen.getByRole('link', { name: '《铁路旅客运输规程》' });
    expect(first).toHaveAttribute('href', '/bookingTerms?type=train#regulation');
    expect(first).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: '火车票预订、退改签须知' })).toHaveAttribute(
      'href',
      '/bookingTerms?type=train',
    );
    expect(container.textContent).toBe(
      '点击“提交订单”即表示您已阅读并同意《铁路旅客运输规程》及火车票预订、退改签须知（示例）',
    );
  });
});
