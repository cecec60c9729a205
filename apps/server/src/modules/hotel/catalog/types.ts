// The generated hotel catalog (in memory, deterministic from a seeded PRNG on real places). The
// booking side reads it only through these types and `catalog/index.ts`.
import type {
  HotelCancelType,
  HotelConfirmMode,
  HotelFacility,
  HotelLandmarkKind,
  HotelPaymentMode,
} from '@lvxing/shared';

import type { LatLng } from '../../../lib/catalog/geo';

export type { LatLng };

/** A landmark hotels are placed around and distances are measured to. */
export interface Landmark extends LatLng {
  /** `L<cityCode>-<n>`. */
  id: string;
  name: string;
  kind: HotelLandmarkKind;
  cityCode: string;
  pinyin: string;
  initials: string;
}

/** A district (区/县) of a city: a real name from china_admin_divisions. */
export interface District extends LatLng {
  /** GB/T 2260 code of the district. */
  code: string;
  name: string;
  cityCode: string;
  pinyin: string;
  initials: string;
}

/** One of the 80 cities with hotels. */
export interface HotelCity extends LatLng {
  /** GB/T 2260 code of the prefecture-level city (310100 上海, 440300 深圳…). */
  code: string;
  /** Short name (上海, 深圳). */
  name: string;
  province: string;
  pinyin: string;
  initials: string;
  districts: District[];
  landmarks: Landmark[];
  /** Rank by size (airports and stations), 1 = largest: orders hot cities and hotel counts. */
  rank: number;
}

/** Cancel policy of a rate plan, relative to the check-in day (Beijing local time). */
export interface CancelRule {
  type: HotelCancelType;
  /**
   * FREE_UNTIL: free until `freeHour`:00 Beijing, `daysBefore` days before the check-in day
   * (0 = on the check-in day), then `lateFee` (the first night or the whole stay).
   */
  daysBefore?: number;
  freeHour?: number;
  lateFee?: 'FIRST_NIGHT' | 'ALL';
  /**
   * TIERED: at least `hoursBefore` hours before the check-in day's 24:00 → `feePercent` of the
   * amount paid; the tiers in decreasing `hoursBefore`; later than the last, no cancel (100 %).
   */
  tiers?: { hoursBefore: number; feePercent: number }[];
}

/** A rate plan of a room type: breakfast, cancel policy, payment and confirmation. */
export interface RatePlan {
  /** `<roomTypeId>-P<n>`. */
  id: string;
  name: string;
  breakfast: 0 | 1 | 2;
  cancel: CancelRule;
  paymentMode: HotelPaymentMode;
  confirm: HotelConfirmMode;
  /** Price factor over the room type's base price (breakfast, flexibility). */
  factor: number;
}

export interface RoomType {
  /** `<hotelId>-R<n>`. */
  id: string;
  hotelId: string;
  name: string;
  areaM2: number;
  bed: string;
  window: string;
  floor: string;
  smoking: string;
  maxOccupancy: number;
  /** Rooms of this type sold per night (the allotment row's capacity, created on first hold). */
  allotment: number;
  /** Base nightly price, fen, before the day's factors. */
  basePriceFen: number;
  plans: RatePlan[];
}

export interface Hotel extends LatLng {
  /** `H<cityCode>-<nnnn>`. */
  id: string;
  name: string;
  brand: string | null;
  stars: 2 | 3 | 4 | 5;
  cityCode: string;
  districtCode: string;
  districtName: string;
  address: string;
  phone: string;
  openYear: number;
  renovationYear: number | null;
  intro: string;
  facilities: HotelFacility[];
  /** Seeded score (out of 5, one decimal) and sub-scores, and the sample review count. */
  score: number;
  subScores: { location: number; facility: number; service: number; hygiene: number };
  reviewCount: number;
  policies: {
    children: string;
    extraBed: string;
    pets: string;
    foreignGuests: boolean;
  };
  /** 自动确认 (the sandbox's job confirms) or 人工确认 (the staff queue): every fourth hotel of a city waits for a person (`isAutoConfirm`). */
  autoConfirm: boolean;
  /** Popularity (欢迎度) weight, higher first. */
  popularity: number;
  pinyin: string;
  initials: string;
  roomTypes: RoomType[];
}
