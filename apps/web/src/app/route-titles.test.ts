import { describe, expect, it } from 'vitest';
import { routeTitles, resolveTitle } from './route-titles';
import { isNavActive } from './layouts/nav-items';

describe('route titles', () => {
  it('uses the spec titles verbatim', () => {
    expect(resolveTitle(routeTitles.orderList, '')).toBe('我的订单');
    expect(resolveTitle(routeTitles.ticketPay, '')).toBe('支付订单');
  });
  it('formats the others as <页面名> - 旅行网, reading the query where it matters', () => {
    expect(resolveTitle(routeTitles.login, '')).toBe('登录 - 旅行网');
    expect(resolveTitle(routeTitles.passengers, '')).toBe('常用旅客 - 旅行网');
    expect(resolveTitle(routeTitles.register, '?type=register')).toBe('注册 - 旅行网');
    expect(resolveTitle(routeTitles.register, '?type=reset')).toBe('找回密码 - 旅行网');
    expect(resolveTitle(routeTitles.ticketBook, '?train=train')).toBe('火车票预订 - 旅行网');
    expect(resolveTitle(routeTitles.ticketBook, '?train=flight')).toBe('机票预订 - 旅行网');
    expect(resolveTitle(routeTitles.ticketBook, '?train=bus')).toBe('汽车票预订 - 旅行网');
  });
  it('names the legal pages', () => {
    expect(resolveTitle(routeTitles.agreement, '')).toBe('用户协议 - 旅行网');
    expect(resolveTitle(routeTitles.privacy, '')).toBe('隐私政策 - 旅行网');
    expect(resolveTitle(routeTitles.bookingTerms, '?type=flight')).toBe('机票预订须知 - 旅行网');
    expect(resolveTitle(routeTitles.bookingTerms, '?type=train')).toBe(
      '火车票预订、退改签须知 - 旅行网',
    );
    expect(resolveTitle(routeTitles.bookingTerms, '?type=bus')).toBe('汽车票预订须知 - 旅行网');
    expect(resolveTitle(routeTitles.bookingTerms, '?type=hotel')).toBe('酒店预订须知 - 旅行网');
  });
});

describe('header navigation', () => {
  it('tells 火车票 and 汽车票 apart on /train', () => {
    const train = { to: '/train', label: '火车票' };
    const bus = { to: '/train?type=bus', label: '汽车票' };
    expect(isNavActive(train, '/train', '')).toBe(true);
    expect(isNavActive(bus, '/train', '')).toBe(false);
    expect(isNavActive(bus, '/train', '?type=bus')).toBe(true);
    expect(isNavActive(train, '/train', '?type=bus')).toBe(false);
    expect(isNavActive({ to: '/', label: '首页' }, '/hotel', '')).toBe(false);
  });
  it('puts train and coach booking under 火车票 and 汽车票, flight booking under 机票', () => {
    const flight = { to: '/ticket/search', label: '机票' };
    const train = { to: '/train', label: '火车票' };
    const bus = { to: '/train?type=bus', label: '汽车票' };
    expect(isNavActive(train, '/ticket/book', '?train=train&trainCode=G1')).toBe(true);
    expect(isNavActive(flight, '/ticket/book', '?train=train&trainCode=G1')).toBe(false);
    expect(isNavActive(bus, '/ticket/book', '?train=bus&scheduleId=x')).toBe(true);
    expect(isNavActive(train, '/ticket/book', '?train=bus&scheduleId=x')).toBe(false);
    expect(isNavActive(flight, '/ticket/book', '?train=flight&offerId=x')).toBe(true);
  });
  it('puts an international route under 国际机票 on the flight pages only', () => {
    const flight = { to: '/ticket/search', label: '机票' };
    const intl = { to: '/internation', label: '国际机票' };
    const hotel = { to: '/hotel', label: '酒店' };
    expect(isNavActive(intl, '/ticket/search', '?from=CSHA&to=CTYO', 'international')).toBe(true);
    expect(isNavActive(flight, '/ticket/search', '?from=CSHA&to=CTYO', 'international')).toBe(
      false,
    );
    expect(isNavActive(intl, '/ticket/book', '?offerId=x', 'international')).toBe(true);
    expect(isNavActive(intl, '/ticket/search', '?from=CBJS&to=CSHA')).toBe(false);
    expect(isNavActive(flight, '/ticket/search', '?from=CBJS&to=CSHA')).toBe(true);
    // elsewhere the flight pages' last route does not count
    expect(isNavActive(intl, '/hotel', '', 'international')).toBe(false);
    expect(isNavActive(hotel, '/hotel', '', 'international')).toBe(true);
    expect(isNavActive(intl, '/internation', '')).toBe(true);
  });
  it('puts the hotel search, hotel page and hotel booking under 酒店', () => {
    const hotel = { to: '/hotel', label: '酒店' };
    for (const path of ['/hotel', '/hotel/detail', '/hotel/book']) {
      expect(isNavActive(hotel, path, '?hotelId=H1'), path).toBe(true);
    }
    expect(isNavActive(hotel, '/train', '')).toBe(false);
  });
});
