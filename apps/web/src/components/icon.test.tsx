import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SwapOutlined from '@ant-design/icons-svg/es/asn/SwapOutlined';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Icon } from './icon';

afterEach(() => vi.restoreAllMocks());

describe('Icon', () => {
  it("draws a definition with @ant-design/icons' markup and class names", () => {
    render(<Icon svg={SwapOutlined} className="swap" data-testid="i" />);
    const span = screen.getByRole('img', { name: 'swap' });
    expect(span).toHaveClass('anticon', 'anticon-swap', 'swap');
    const svg = span.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('64 64 896 896');
    expect(svg).toHaveAttribute('data-icon', 'swap');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('fill', 'currentColor');
    expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('passes hyphenated SVG attributes as React props, without a warning', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Icon svg={CloseCircleFilled} />);
    expect(container.querySelector('[fill-rule]')).not.toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });
});
