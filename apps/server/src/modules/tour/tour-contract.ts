// The 旅游合同 of a tour order as text sections, from the order's snapshot (what was sold and
// accepted) and its detail view (travellers with masked documents): the PDF lays these out.
import { beijingIso, type OrderDetail } from '@lvxing/shared';
import { snapshotOf, type OrderRow } from '../orders/product';
import type { TourOrderDetail } from './tour-order-snapshot';

/** One numbered part of the contract: its heading and its paragraphs. */
export interface ContractSection {
  heading: string;
  lines: string[];
}

/** What the contract says it is: a sample of the site's sandbox, not a signed contract. */
export const CONTRACT_SAMPLE_NOTE =
  '本合同由沙盒环境依据订单生成，旅行社名称与许可证编号为示例数据，仅供演示，不构成真实的旅游服务合同。';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

const mealsOf = (m: TourOrderDetail['itinerary'][number]['meals']) =>
  [m.breakfast ? '早餐' : '', m.lunch ? '午餐' : '', m.dinner ? '晚餐' : '']
    .filter(Boolean)
    .join('、') || '不含餐';

function parties(t: TourOrderDetail, d: OrderDetail): ContractSection {
  return {
    heading: '第一条 合同当事人',
    lines: [
      `旅游者（代表）：${d.contact.name}，联系电话 ${d.contact.mobileMasked}`,
      ...d.passengers.map(
        (p, i) =>
          `出游人${i + 1}：${p.name}（${p.ticketTypeLabel}）${p.idTypeLabel} ${p.idNoMasked}`,
      ),
      `旅行社（组团社）：${t.supplier.name}，旅行社业务经营许可证编号 ${t.supplier.licenceNo}（示例）`,
      `签约方式：在线签约，旅游者于 ${beijingIso(new Date(d.createdAt)).slice(0, 16).replace('T', ' ')}（北京时间）下单时阅读并同意本合同`,
    ],
  };
}

function trip(t: TourOrderDetail): ContractSection {
  const days = t.itinerary.map((day) => {
    const visits = day.visits.map((v) => `${v.startTime} ${v.name}`).join('；');
    const hotel = day.hotel
      ? `住宿：${day.hotel.city} ${day.hotel.standard}（${day.hotel.note}）`
      : '住宿：无';
    return `第${day.day}天 ${day.title}。交通：${day.transport.join('、') || '无'}；用餐：${mealsOf(day.meals)}；${hotel}${visits ? `；游览：${visits}` : ''}${day.freeActivity ? `；${day.freeActivity}` : ''}`;
  });
  return {
    heading: '第二条 旅游产品与行程安排',
    lines: [
      `产品：${t.title}（${t.typeLabel}，产品编号 ${t.code}）`,
      `出发城市：${t.departureCity}；目的地：${t.destinations.join('、')}`,
      `行程：${t.date} 出发，${t.returnDate} 返回，共${t.days}天${t.nights}晚`,
      `集合：${t.meetingPoint.time}，${t.meetingPoint.name}`,
      ...days,
    ],
  };
}

function price(t: TourOrderDetail, order: OrderRow): ContractSection {
  const lines = snapshotOf(order).priceLines.map(
    (l) => `${l.label}：${yuan(l.unitFen)} × ${l.count} = ${yuan(l.unitFen * l.count)}`,
  );
  return {
    heading: '第三条 旅游费用',
    lines: [
      ...lines,
      `合计：${yuan(order.totalFen)}`,
      `费用包含：${t.includes.join('；')}`,
      `费用不含：${t.excludes.join('；')}`,
    ],
  };
}

function forming(t: TourOrderDetail): ContractSection {
  const lines = t.formsAsGroup
    ? [
        `最低成团人数：${t.minGroupSize}人。`,
        `未达到最低成团人数不能出团的，旅行社至少于出发前${t.noticeDays}日通知旅游者解除合同，并退还已收取的全部费用（《旅游法》第63条）。旅游者亦可同意延期出发或改签其他团期。`,
      ]
    : [`本产品${t.minGroupSize}人起订，以本订单出游人成行，无需与他人拼团。`];
  return { heading: '第四条 成团约定', lines };
}

function shopping(t: TourOrderDetail): ContractSection {
  if (t.shopping.length === 0 && t.extras.length === 0) {
    return {
      heading: '第五条 购物与自费项目',
      lines: ['本产品为纯玩产品：行程中无购物场所，无另行付费旅游项目。'],
    };
  }
  return {
    heading: '第五条 购物与自费项目',
    lines: [
      '以下安排经双方协商一致并由旅游者自愿选择，不影响其他旅游者的行程（《旅游法》第35条）：',
      ...t.shopping.map(
        (s) => `购物场所：${s.name}（${s.place}），主要商品 ${s.goods}，停留约${s.minutes}分钟`,
      ),
      ...t.extras.map(
        (e) =>
          `自费项目：${e.name}（${e.place}），约${e.minutes}分钟，参考价 ${yuan(e.priceFen)}/人`,
      ),
    ],
  };
}

function cancelling(t: TourOrderDetail): ContractSection {
  const steps = t.ladder.map((s) =>
    s.fromDays === 0 && s.toDays === 0
      ? `出发当日解除合同：扣除旅游费用的${s.feePercent}%`
      : `出发前${s.fromDays}日至${s.toDays}日解除合同：扣除旅游费用的${s.feePercent}%`,
  );
  const first = t.ladder[0]?.fromDays ?? 0;
  return {
    heading: '第六条 旅游者行前解除合同',
    lines: [
      `出发前${first + 1}日以前解除合同的，仅扣除已发生的必要费用（本产品为0元）。`,
      ...steps,
      '旅游意外险在出发前解除合同时全额退还；扣除费用不超过旅游费用总额。',
      `依据：${t.ladderSource}`,
    ],
  };
}

function insurance(t: TourOrderDetail): ContractSection {
  return {
    heading: '第七条 保险',
    lines: [
      t.party.insurance
        ? '旅游者已购买旅游意外险，保单于出发前发送至联系手机。'
        : '旅行社已提示旅游者购买旅游意外险，旅游者选择不购买（《旅游法》第61条）。',
      '旅行社已依法投保旅行社责任险。',
    ],
  };
}

/**
 * The contract's sections: parties (travellers with masked documents), the product and its
 * itinerary by day, the price lines and total with what is and is not included, the group
 * minimum and the 旅游法 art. 63 cancellation of a group that does not form, shopping stops and
 * 自费项目 (or 纯玩), the cancellation ladder sold with the order and its source, insurance
 * (art. 61) and the booking notes.
 */
export function contractSections(order: OrderRow, detail: OrderDetail): ContractSection[] {
  const t = snapshotOf<TourOrderDetail>(order).detail;
  return [
    parties(t, detail),
    trip(t),
    price(t, order),
    forming(t),
    shopping(t),
    cancelling(t),
    insurance(t),
    { heading: '第八条 其他约定', lines: [t.confirmText, ...t.bookingNotes] },
  ];
}
