// The fixed texts of a product: 费用包含, 费用不含 (always present, as Fliggy requires) and 预订须知,
// worded from the model contracts' lists of what a tour price covers.
import type { Route, VisaKind } from './route-rows';
import type { TourScope, TourType } from './types';

const VISA_TEXT: Readonly<Record<VisaKind, string>> = {
  FREE: '中国护照目前免签入境（以出发前官方政策为准）',
  REQUIRED: '需办理旅游签证，签证费已含，请按要求提交材料',
  ON_ARRIVAL: '可办理落地签或电子签，签证费已含',
  PERMIT: '需持有效《往来港澳通行证》及旅游签注',
};

/** 费用包含 of a product. */
export function includesOf(type: TourType, route: Route, mode: string): string[] {
  const fare = mode === '飞机' ? '往返经济舱机票（含税）' : '往返高铁二等座';
  if (type === 'LOCAL') return ['行程所列景点首道大门票', '中文导游讲解', '当日午餐', '景区间交通'];
  const out = [fare, '行程所列酒店住宿（标准双人间）'];
  if (type === 'FREE') out.push('酒店早餐（以酒店实际提供为准）');
  else {
    const meal = route.scope === 'DOMESTIC' ? '八菜一汤或当地特色餐' : '中式团餐或当地特色餐';
    out.push(`行程所列用餐（早餐酒店含，正餐${meal}）`);
    out.push('行程所列景点首道大门票');
    out.push(type === 'PRIVATE' ? '全程专车专导（仅本团客人）' : '当地空调旅游大巴及中文导游服务');
  }
  if (route.visa === 'REQUIRED' || route.visa === 'ON_ARRIVAL') out.push('签证费用');
  if (route.scope === 'OUTBOUND' && type !== 'FREE') out.push('全程领队服务');
  out.push('旅行社责任险');
  return out;
}

/** 费用不含 of a product (never empty). */
export function excludesOf(type: TourType, scope: TourScope, nights: number): string[] {
  const out = ['个人消费（酒店内洗衣、电话、酒水等）及自由活动期间的费用'];
  if (nights > 0) out.push('单房差（如需单人入住一间房）');
  if (type === 'FREE') out.push('当地交通、用餐及景点门票');
  out.push('行程中注明的自费项目及景区内小交通（自愿选择）');
  out.push('旅游意外保险（建议购买）');
  if (scope === 'OUTBOUND' && type !== 'LOCAL')
    out.push('护照、港澳通行证办理费用', '境外导游司机小费（如有）');
  return out;
}

/** 预订须知: group size and what happens when it is not reached (旅游法 art. 63), documents. */
export function notesOf(
  type: TourType,
  route: Route,
  minGroup: number,
  noticeDays: number,
): string[] {
  const out: string[] = [];
  if (type === 'GROUP')
    out.push(
      `本团${minGroup}人成团。如未达到成团人数，我社最迟于出发前${noticeDays}天通知，您可选择委托其他旅行社履行、延期出发、改走其他线路，或解除合同并全额退款`,
      '本产品可能与同线路其他游客拼团出行',
    );
  if (type === 'PRIVATE') out.push('一单一团，不与其他游客拼团，2人起订');
  if (type === 'LOCAL') out.push('如遇景区限流或天气原因，游览顺序可能调整');
  if (route.visa) out.push(VISA_TEXT[route.visa]);
  if (route.scope === 'OUTBOUND' && type !== 'LOCAL')
    out.push(
      route.visa === 'PERMIT'
        ? '港澳通行证及签注须在行程期间有效'
        : '护照有效期须在回国之日起6个月以上',
      '出境前请自行确认目的地入境及海关规定',
    );
  out.push(
    type === 'LOCAL'
      ? '儿童指出发当日2至11周岁（含11周岁）的旅客，12周岁及以上按成人预订'
      : '儿童指出发当日2至11周岁（含11周岁）的旅客，12周岁及以上按成人预订，不占床价格不含酒店早餐',
  );
  out.push('请携带本人有效身份证件出行，老人、孕妇及有慢性疾病者请如实告知身体状况');
  return out;
}
