import type { SeatClass, TrainType } from '@lvxing/shared';

/** A passenger station of the 12306 list (`data/stations.csv`). */
export interface Station {
  /** 3-letter telegraph code (电报码), e.g. VNP. */
  telecode: string;
  /** e.g. 北京南 */
  name: string;
  /** Full pinyin without tones, e.g. beijingnan. */
  pinyin: string;
  /** Pinyin initials, e.g. bjn. */
  initials: string;
  /** City the station belongs to (所属城市), e.g. 北京. */
  city: string;
}

/** A city of the station list with all its stations. */
export interface RailCity {
  name: string;
  pinyin: string;
  initials: string;
  /** Telecodes, busiest stations first. */
  stations: string[];
}

/** One stop of a train's route. Times are minutes after 00:00 of the run date (may pass 1440). */
export interface TrainStop {
  telecode: string;
  name: string;
  /** Arrival, null at the origin. */
  arr: number | null;
  /** Departure, null at the terminal. */
  dep: number | null;
  /** Kilometres from the origin along the route (approximate for most trains, see NOTICE.md). */
  km: number;
}

/** Consist (编组) kinds; each maps to a list of cars and seats (see consists.ts). */
export type ConsistKind = 'G8' | 'G16' | 'D8' | 'D16' | 'C8' | 'P18' | 'K18';

/** A train that runs every day on the same timetable. */
export interface Train {
  /** Public train number (车次), e.g. G7002. */
  code: string;
  /** 12306 internal train id (全车次号). */
  trainNo: string;
  type: TrainType;
  /** From the real timetable sample (true) or generated (false). */
  real: boolean;
  consist: ConsistKind;
  /** At most 64 stops (segment bits of `train_seats.occupied`). */
  stops: TrainStop[];
  /** Seat classes sold on this train, in display order. */
  seatClasses: SeatClass[];
}

/** A corridor of real stations with cumulative distances, used to generate trains. */
export interface RailLine {
  id: string;
  /** e.g. 京沪高铁 */
  name: string;
  /** High-speed (G/D/C) or conventional (Z/T/K). */
  highSpeed: boolean;
  /** Line speed limit, km/h. */
  maxKmh: number;
  /** Railway bureau code for the 12306 train id (e.g. 24 Beijing, 5l Shanghai). */
  bureau: string;
  /** Stations in running order; `major` ones are served by every train, with longer dwell. */
  stops: { telecode: string; name: string; km: number; major: boolean }[];
  /** Trains generated per direction and day, by type. */
  trains: Partial<Record<TrainType, number>>;
  /** First train number per type (odd outbound; even for the return). */
  numbers: Partial<Record<TrainType, number>>;
}
