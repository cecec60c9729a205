// Where a transfer meets its flight or train: the airport or station with its coordinates and the
// city of the hotel catalog whose places are the other end.
import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { LatLng } from '../../lib/catalog/geo';
import { getCatalog as getFlightCatalog } from '../flight/catalog';
import { getHotelCatalog, type HotelCity } from '../hotel/catalog';

/** An airport or station of a transfer, with its city and coordinates. */
export interface Hub extends LatLng {
  /** IATA code (PVG) or 12306 telecode (AOH). */
  code: string;
  name: string;
  terminal: string | null;
  city: HotelCity;
}

/**
 * Terminals where known (hand-entered from the airports' published terminal assignments): an
 * airport with one terminal in use for every airline, and the big airlines at airports with
 * several. Elsewhere the member reads the terminal on the ticket.
 */
const ONE_TERMINAL: Readonly<Record<string, string>> = { SZX: 'T3', CKG: 'T3' };
const AIRLINE_TERMINAL: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  PEK: { CA: 'T3' },
  PVG: { MU: 'T1', FM: 'T1', HO: 'T2' },
  CAN: { CZ: 'T2' },
};

/** The terminal of `airline`'s flights at `airport`, or null when not known. */
export const terminalOf = (airport: string, airline: string): string | null =>
  ONE_TERMINAL[airport] ?? AIRLINE_TERMINAL[airport]?.[airline] ?? null;

const closed = (name: string) =>
  new AppError(ErrorCode.TRANSFER_CITY_CLOSED, `${name}所在城市暂未开通接送服务`);

/** The hotel catalog's city named `name` (北京), if transfers serve it. */
export function transferCity(name: string): HotelCity | undefined {
  return getHotelCatalog().cities.find((c) => c.name === name);
}

/** A city by its hotel-catalog code. @throws AppError 28003 */
export function transferCityByCode(code: string): HotelCity {
  const city = getHotelCatalog().cityByCode.get(code);
  if (!city) throw new AppError(ErrorCode.TRANSFER_CITY_CLOSED);
  return city;
}

/** The airport `code` of `airline`'s flight as a hub. @throws AppError 28003 outside the served cities */
export function airportHub(code: string, airline: string): Hub {
  const airport = getFlightCatalog().airports.get(code);
  const city = airport && transferCity(airport.cityZh);
  if (!airport || !city) throw closed(airport ? `${airport.cityZh}${airport.nameZh}` : code);
  return {
    code,
    name: `${airport.cityZh}${airport.nameZh}`,
    terminal: terminalOf(code, airline),
    city,
    lat: airport.lat,
    lng: airport.lon,
  };
}

/**
 * A railway station as a hub: its coordinates are the hotel catalog's hand-entered landmark of
 * that station, else its city's centre. @throws AppError 28003 outside the served cities
 */
export function stationHub(telecode: string, name: string, cityName: string): Hub {
  const city = transferCity(cityName);
  if (!city) throw closed(`${name}站`);
  const mark = city.landmarks.find(
    (l) => l.kind === 'STATION' && (l.name === name || l.name === `${name}站`),
  );
  const at = mark ?? city;
  return { code: telecode, name: `${name}站`, terminal: null, city, lat: at.lat, lng: at.lng };
}
