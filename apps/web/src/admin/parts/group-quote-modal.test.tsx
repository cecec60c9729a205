import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { GroupQuoteModal } from './group-quote-modal';

describe('报价 dialog', () => {
  it('asks a percent 定金 as a whole percent and an amount in yuan', async () => {
    render(
      <App>
        <GroupQuoteModal requestNo="G261127101500123456" onClose={() => {}} onDone={() => {}} />
      </App>,
    );
    const deposit = (await screen.findByLabelText('定金')) as HTMLInputElement;
    expect(deposit.value).toBe('30');
    expect(deposit.closest('.ant-input-number')).toHaveTextContent('%');
    await userEvent.click(screen.getByLabelText('固定金额（元）'));
    const amount = screen.getByLabelText('定金');
    expect(amount.closest('.ant-input-number')).toHaveTextContent('¥');
    expect(amount.closest('.ant-input-number')).not.toHaveTextContent('%');
  });
});
