import {
  addDays,
  beijingToday,
  type Cabin,
  type GroupBudgetBasis,
  type GroupHotelLevel,
  type GroupPurpose,
  type GroupRequestBody,
  type GroupTimeWindow,
  type GroupTripType,
} from '@lvxing/shared';
import type { CityValue } from '@/components/city-picker/city-picker';

/** One segment as picked. */
export interface SegmentDraft {
  from: CityValue | null;
  to: CityValue | null;
  date: string | null;
  timeWindow: GroupTimeWindow;
}

/** The group form as typed (numbers as text until sent). */
export interface TeamDraft {
  tripType: GroupTripType;
  segments: SegmentDraft[];
  adults: string;
  children: string;
  cabin: Cabin;
  budgetBasis: GroupBudgetBasis;
  budgetYuan: string;
  hotelLevel: GroupHotelLevel;
  rooms: string;
  groundTransport: boolean;
  guide: boolean;
  purpose: GroupPurpose;
  orgName: string;
  contactName: string;
  mobile: string;
  remarks: string;
}

const segment = (
  from: CityValue | null,
  to: CityValue | null,
  date: string | null,
): SegmentDraft => ({
  from,
  to,
  date,
  timeWindow: 'ANY',
});

/** An empty form: 北京 → 上海 往返 a month ahead, 经济舱, 团建. */
export function emptyTeam(today = beijingToday()): TeamDraft {
  const bj = { code: 'CBJS', name: '北京' };
  const sh = { code: 'CSHA', name: '上海' };
  return {
    tripType: 'RT',
    segments: [segment(bj, sh, addDays(today, 30)), segment(sh, bj, addDays(today, 33))],
    adults: '',
    children: '0',
    cabin: 'Y',
    budgetBasis: 'PERSON',
    budgetYuan: '',
    hotelLevel: 'NONE',
    rooms: '0',
    groundTransport: false,
    guide: false,
    purpose: 'TEAM_BUILDING',
    orgName: '',
    contactName: '',
    mobile: '',
    remarks: '',
  };
}

/** The segments a trip type takes: 单程 one, 往返 the first and its way back, 多程 at least two. */
export function segmentsFor(type: GroupTripType, segs: SegmentDraft[]): SegmentDraft[] {
  const first = segs[0] ?? segment(null, null, null);
  if (type === 'OW') return [first];
  if (type === 'RT') {
    const back = segs[1] ?? segment(first.to, first.from, first.date);
    return [first, { ...back, from: first.to, to: first.from }];
  }
  return segs.length >= 2 ? segs : [first, segment(first.to, null, first.date)];
}

const num = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim()));

/** The body to send (numbers parsed, the budget in fen). */
export function bodyOf(d: TeamDraft): GroupRequestBody {
  const budget = d.budgetYuan.trim() === '' ? 0 : Math.round(num(d.budgetYuan) * 100);
  return {
    tripType: d.tripType,
    segments: d.segments.map((s) => ({
      from: s.from?.code ?? '',
      to: s.to?.code ?? '',
      date: s.date ?? '',
      timeWindow: s.timeWindow,
    })),
    adults: num(d.adults),
    children: d.children.trim() === '' ? 0 : num(d.children),
    cabin: d.cabin,
    budgetBasis: d.budgetBasis,
    budgetFen: budget,
    needs: {
      hotelLevel: d.hotelLevel,
      rooms: d.hotelLevel === 'NONE' ? 0 : num(d.rooms),
      groundTransport: d.groundTransport,
      guide: d.guide,
    },
    purpose: d.purpose,
    orgName: d.orgName,
    contactName: d.contactName,
    mobile: d.mobile.trim(),
    remarks: d.remarks,
  };
}

/** Problems by field path (`segments.0.date`, `adults`, `mobile`…). */
export type TeamErrors = Record<string, string>;

/**
 * Checks the draft with the contract's own schema (`groupRequestBody`, the server's), loaded on
 * the first submit so the page's first load carries no zod.
 */
export async function checkTeam(
  d: TeamDraft,
): Promise<{ body: GroupRequestBody | null; errors: TeamErrors }> {
  const { groupRequestBody } = await import('@lvxing/shared/schemas/group');
  const body = bodyOf(d);
  const parsed = groupRequestBody.safeParse(body);
  if (parsed.success) return { body, errors: {} };
  const errors: TeamErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    errors[key] ??= issue.message;
  }
  return { body: null, errors };
}
