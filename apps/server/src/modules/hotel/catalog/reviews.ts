import type { HotelReview } from '@lvxing/shared';
import { addDays } from '../../../lib/catalog/day-info';
import { intIn, pick, seeded } from '../../../lib/catalog/prng';
import { COMMON_SURNAMES } from '../../../lib/catalog/surnames';
import type { Hotel } from './types';

const SURNAMES = COMMON_SURNAMES;
const OPENINGS = [
  '入住体验很好',
  '整体还不错',
  '性价比很高',
  '第二次入住了',
  '出差首选',
  '带家人来住的',
];
const POINTS = [
  '房间干净整洁，床品很舒服',
  '前台服务热情，办理入住很快',
  '位置方便，步行就能到地铁站',
  '早餐品种丰富，味道不错',
  '隔音效果一般，晚上能听到走廊声音',
  '周边吃饭很方便',
  '停车方便，车位充足',
  '卫生间有点小，但很干净',
  '房间视野不错，安静',
  '设施稍旧，但维护得好',
];
const CLOSINGS = ['下次还会再来。', '推荐入住。', '总体满意。', '值得推荐。', '会推荐给朋友。'];

/** The day the sample reviews are dated back from (fixed, so they never change). */
const SAMPLE_EPOCH = '2026-11-01';

function sampleReview(hotel: Hotel, index: number): HotelReview {
  const rand = seeded(`${hotel.id}-review-${index}`);
  const sub = () => Math.max(1, Math.min(5, Math.round(hotel.score + (rand() - 0.45) * 1.6)));
  const subScores = { location: sub(), facility: sub(), service: sub(), hygiene: sub() };
  const score =
    Math.round(
      ((subScores.location + subScores.facility + subScores.service + subScores.hygiene) / 4) * 10,
    ) / 10;
  const day = addDays(SAMPLE_EPOCH, -(index * 3 + intIn(rand(), 0, 2)));
  const points = [pick(rand(), POINTS), pick(rand(), POINTS)].filter(
    (p, i, a) => a.indexOf(p) === i,
  );
  return {
    id: `${hotel.id}-S${index + 1}`,
    author: `${pick(rand(), SURNAMES)}**`,
    score,
    subScores,
    text: `${pick(rand(), OPENINGS)}，${points.join('，')}。${pick(rand(), CLOSINGS)}`,
    roomTypeName: pick(
      rand(),
      hotel.roomTypes.map((r) => r.name),
    ),
    stayMonth: addDays(day, -intIn(rand(), 1, 10)).slice(0, 7),
    createdAt: `${day}T${String(intIn(rand(), 8, 22)).padStart(2, '0')}:00:00.000Z`,
    verified: false,
  };
}

/**
 * Generated sample reviews of a hotel (verified: false), newest first, page `page` (from 1) of
 * `pageSize`: deterministic, as many as the hotel's seeded `reviewCount`.
 */
export function sampleReviews(hotel: Hotel, page: number, pageSize: number): HotelReview[] {
  const from = Math.max(0, (page - 1) * pageSize);
  const to = Math.min(hotel.reviewCount, from + pageSize);
  const out: HotelReview[] = [];
  for (let i = from; i < to; i += 1) out.push(sampleReview(hotel, i));
  return out;
}
