import type { TourDetail } from '@lvxing/shared';
import { formatFen } from '@/components/money';

/** A section of the contract's main points: its heading and its lines. */
export interface ContractPoint {
  heading: string;
  lines: string[];
}

type Product = Pick<
  TourDetail,
  | 'type'
  | 'scope'
  | 'minGroupSize'
  | 'notFormedNoticeDays'
  | 'shopping'
  | 'extras'
  | 'refundLadder'
  | 'supplier'
  | 'includes'
  | 'excludes'
>;

/** 成团: a 跟团游's minimum and the 旅游法 art. 63 notice; the other types form with the order. */
function forming(p: Product): ContractPoint {
  const lines =
    p.type === 'GROUP'
      ? [
          `最低成团人数：${p.minGroupSize}人。`,
          `未达到最低成团人数不能出团的，旅行社至少于出发前${p.notFormedNoticeDays}日通知您解除合同，并退还已收取的全部费用（《旅游法》第63条）；您也可以同意延期出发或改签其他团期。`,
        ]
      : [`本产品${p.minGroupSize}人起订，以本订单出游人成行，无需与他人拼团。`];
  return { heading: '成团约定', lines };
}

/** 购物与自费: every stop and 自费项目 by name (旅游法 art. 35), or the 纯玩 statement. */
function shopping(p: Product): ContractPoint {
  if (p.shopping.length === 0 && p.extras.length === 0)
    return {
      heading: '购物与自费项目',
      lines: ['纯玩产品：行程中无购物场所，无另行付费旅游项目。'],
    };
  return {
    heading: '购物与自费项目',
    lines: [
      '以下安排经双方协商一致、由您自愿选择，不参加不影响其他行程（《旅游法》第35条）：',
      ...p.shopping.map((s) => `购物：${s.name}（${s.place}），${s.goods}，停留约${s.minutes}分钟`),
      ...p.extras.map(
        (e) =>
          `自费：${e.name}（${e.place}），约${e.minutes}分钟，参考价${formatFen(e.priceFen)}/人`,
      ),
    ],
  };
}

/** 退改: the ladder in force today (GF—2014—2401 domestic, 2402 outbound), step by step. */
function cancelling(p: Product): ContractPoint {
  const first = p.refundLadder[0]?.fromDays ?? 0;
  const steps = p.refundLadder.map((s) =>
    s.fromDays === 0 && s.toDays === 0
      ? `出发当日解除合同：扣除旅游费用的${s.feePercent}%`
      : `出发前${s.fromDays}日至${s.toDays}日解除合同：扣除旅游费用的${s.feePercent}%`,
  );
  const model = p.scope === 'OUTBOUND' ? 'GF—2014—2402' : 'GF—2014—2401';
  return {
    heading: '行前解除合同（退改）',
    lines: [
      `出发前${first + 1}日以前解除合同的，仅扣除已发生的必要费用。`,
      ...steps,
      '旅游意外险在出发前解除合同时全额退还。',
      `依据：《旅游法》第65条；《${p.scope === 'OUTBOUND' ? '团队出境' : '团队境内'}旅游合同（示范文本）》${model}`,
    ],
  };
}

/**
 * The main points of the 旅游合同 the member accepts before booking, from the product as sold
 * today: the parties, what the price includes, 成团 and the 不成团 notice, shopping and 自费, the
 * cancellation ladder and insurance. The signed contract (the order's PDF) words the same
 * points from the order's snapshot (apps/server/src/modules/tour/tour-contract.ts).
 */
export function contractPoints(p: Product): ContractPoint[] {
  return [
    {
      heading: '合同双方',
      lines: [
        `旅行社（组团社）：${p.supplier.name}，经营许可证 ${p.supplier.licenceNo}${p.supplier.sample ? '（示例）' : ''}`,
        '旅游者：本订单全部出游人，由联系人代为签约。',
      ],
    },
    {
      heading: '旅游费用',
      lines: [`费用包含：${p.includes.join('；')}`, `费用不含：${p.excludes.join('；')}`],
    },
    forming(p),
    shopping(p),
    cancelling(p),
    {
      heading: '保险',
      lines: ['旅行社已依法投保旅行社责任险；旅游意外险由您自愿选择购买（《旅游法》第61条）。'],
    },
  ];
}
