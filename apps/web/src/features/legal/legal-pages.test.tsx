import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { POLICY_VERSION } from '@lvxing/shared';
import { formatLegalDate } from './content/operator';
import AgreementPage from './routes/agreement-page';
import BookingTermsPage from './routes/booking-terms-page';
import PrivacyPage from './routes/privacy-page';

function show(Page: ComponentType, url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Page />
    </MemoryRouter>,
  );
  return screen.getByRole('article');
}

/** The section headed `title` (an h2 of the page). */
const section = (title: RegExp) => screen.getByRole('region', { name: title });

describe('用户协议 and 隐私政策', () => {
  it.each([
    ['/agreement', AgreementPage, '旅行网用户协议'],
    ['/privacy', PrivacyPage, '旅行网隐私政策'],
  ] as const)(
    '%s: title, effective date = POLICY_VERSION, the demo placeholders marked',
    (url, Page, title) => {
      const doc = show(Page, url);
      expect(within(doc).getByRole('heading', { level: 1 })).toHaveTextContent(title);
      expect(doc).toHaveTextContent(`生效日期：${formatLegalDate(POLICY_VERSION)}`);
      expect(doc).toHaveTextContent(`版本：${POLICY_VERSION}`);
      expect(within(doc).getByRole('note')).toHaveTextContent(/演示站点.*占位信息.*并非真实主体/);
      // every entry of the table of contents leads to its section
      const toc = within(doc).getByRole('navigation', { name: '目录' });
      for (const link of within(toc).getAllByRole('link')) {
        const id = link.getAttribute('href')!.slice(1);
        expect(document.getElementById(id), id).toBeInstanceOf(HTMLElement);
      }
    },
  );

  it('the agreement links the privacy policy and the three booking terms', () => {
    show(AgreementPage, '/agreement');
    expect(screen.getAllByRole('link', { name: '《隐私政策》' })[0]).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: '《机票预订须知》' })).toHaveAttribute(
      'href',
      '/bookingTerms?type=flight',
    );
    expect(screen.getByRole('link', { name: '《火车票预订、退改签须知》' })).toHaveAttribute(
      'href',
      '/bookingTerms?type=train',
    );
    expect(screen.getByRole('link', { name: '《汽车票预订须知》' })).toHaveAttribute(
      'href',
      '/bookingTerms?type=bus',
    );
  });

  it('the privacy policy says what, why, with whom, where, how long, how safe, and the rights', () => {
    show(PrivacyPage, '/privacy');
    const collect = section(/我们处理哪些个人信息/);
    for (const what of [
      '手机号码',
      '姓名',
      '证件号码',
      '联系人',
      '订单',
      'IP地址',
      '敏感个人信息',
    ]) {
      expect(collect).toHaveTextContent(what);
    }
    expect(section(/法律依据/)).toHaveTextContent('第十三条');
    const share = section(/共享/);
    for (const who of ['航空公司', '铁路运输企业', '道路客运经营者', '支付机构', '短信服务商']) {
      expect(share).toHaveTextContent(who);
    }
    expect(share).toHaveTextContent('不会出售');
    expect(section(/存储地点/)).toHaveTextContent(/存储在境内.*三年.*六个月/);
    expect(section(/如何保护/)).toHaveTextContent(/HTTPS.*加密/);
    const rights = section(/您的权利/);
    for (const right of ['查阅、复制', '更正', '删除', '撤回同意', '注销账户']) {
      expect(rights).toHaveTextContent(right);
    }
    expect(section(/未成年人/)).toHaveTextContent('不满十四周岁');
    expect(section(/联系我们/)).toHaveTextContent(/占位/);
  });
});

describe('预订须知 (/bookingTerms?type=…)', () => {
  it('机票: ID rules, check-in, baggage, refund per offer, children and infants', () => {
    const doc = show(BookingTermsPage, '/bookingTerms?type=flight');
    expect(within(doc).getByRole('heading', { level: 1 })).toHaveTextContent('机票预订须知');
    expect(section(/乘机人与证件/)).toHaveTextContent('完全一致');
    expect(section(/值机/)).toHaveTextContent('起飞前45分钟');
    expect(section(/行李/)).toHaveTextContent(/20公斤.*23公斤/);
    expect(section(/退票与改签/)).toHaveTextContent(/所选报价.*起飞前7天（含）以上/);
    expect(section(/儿童与婴儿/)).toHaveTextContent(/50%.*10%.*14天/);
  });

  it('火车票: real names, ticket types, sales close 30 min before, the refund fee ladder', () => {
    show(BookingTermsPage, '/bookingTerms?type=train');
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent(
      '火车票预订、退改签须知',
    );
    expect(section(/实名购票/)).toHaveTextContent('实名制');
    expect(section(/车票种类/)).toHaveTextContent(/儿童票.*6周岁.*14周岁/);
    expect(section(/停售/)).toHaveTextContent('开车前30分钟停止网上售票');
    const rows = within(section(/退票/))
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(1)).toEqual([
      '开车前8天（含）以上免收退票费',
      '开车前48小时以上、不足8天票价的5%',
      '开车前24小时以上、不足48小时票价的10%',
      '开车前不足24小时票价的20%',
    ]);
    expect(document.getElementById('regulation')).toHaveTextContent('《铁路旅客运输规程》');
  });

  it('汽车票: real names, half tickets 6–14, free under 6 without a seat, refunds 10% / 20%', () => {
    show(BookingTermsPage, '/bookingTerms?type=bus');
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent('汽车票预订须知');
    expect(section(/全票、半票/)).toHaveTextContent(/6周岁至14周岁.*半票.*未满6周岁.*免票/);
    expect(section(/退票/)).toHaveTextContent(/2小时以上票价的10%.*2小时以内票价的20%/);
  });

  it('酒店: real names, 14:00/12:00, 凌晨房, the cancel policies, the guarantee and the 30-minute confirmation', () => {
    show(BookingTermsPage, '/bookingTerms?type=hotel');
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent('酒店预订须知');
    expect(section(/实名入住/)).toHaveTextContent('一人一证');
    expect(section(/入住与离店/)).toHaveTextContent(/14:00以后.*12:00以前.*06:00前/);
    expect(section(/付款方式与担保/)).toHaveTextContent(/到店付.*18:00.*首晚房费/);
    expect(section(/取消政策/)).toHaveTextContent(/限时免费取消.*阶梯扣费.*不可取消/);
    expect(section(/订单确认/)).toHaveTextContent(
      '30分钟内确认；超时未确认或酒店确认无房的，订单自动取消并全额退款',
    );
    expect(section(/价格与发票/)).toHaveTextContent(/一价全网.*发票由酒店或本平台开具/);
    expect(document.body).toHaveTextContent('示例数据');
  });

  it('tells which terms are shown, and shows the flight terms for an unknown type', () => {
    show(BookingTermsPage, '/bookingTerms?type=ship');
    const tabs = screen.getByRole('navigation', { name: '预订须知' });
    expect(within(tabs).getByRole('link', { name: '机票' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: '火车票' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [AgreementPage, '/agreement'],
    [PrivacyPage, '/privacy'],
    [BookingTermsPage, '/bookingTerms?type=train'],
  ] as const)('renders on the server (the routes are server-rendered): %#', (Page, url) => {
    const html = renderToString(
      <MemoryRouter initialEntries={[url]}>
        <Page />
      </MemoryRouter>,
    );
    expect(html).toContain('legal__doc');
  });
});
