import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { WILDCARD_HOSTS } from './config';

/** Interfaces of containers and virtual bridges: a phone on the same network cannot reach them. */
const VIRTUAL_INTERFACE = /^(docker|br-|veth|virbr|vmnet|vboxnet|cni|flannel|cali|tun|tap|utun)/;

/** The first IPv4 address of this machine on a real network interface, or undefined. */
export function lanAddress(
  interfaces: ReturnType<typeof networkInterfaces> = networkInterfaces(),
): string | undefined {
  for (const [name, addrs] of Object.entries(interfaces)) {
    if (VIRTUAL_INTERFACE.test(name)) continue;
    const v4 = addrs?.find((a) => a.family === 'IPv4' && !a.internal);
    if (v4) return v4.address;
  }
  return undefined;
}

/**
 * The site's address when `PUBLIC_URL` is not set, for the links and QR codes it hands out.
 * Follows the port the server really listens on (`PORT=3900` gives `…:3900`; port 0 the port the
 * system chose), never a request's Host header, which a caller could set and which would then be
 * stored in a payment's code URL. Listening on every interface (the default `HOST`), it is this
 * machine's LAN address, so a phone on the same network can open a scanned QR code; listening on
 * one address, that address.
 */
export function defaultPublicUrl(opts: {
  host: string;
  port: number;
  listening?: AddressInfo | string | null;
  lan?: () => string | undefined;
}): string {
  const port =
    typeof opts.listening === 'object' && opts.listening ? opts.listening.port : opts.port;
  let host: string;
  if (WILDCARD_HOSTS.includes(opts.host)) host = (opts.lan ?? lanAddress)() ?? 'localhost';
  else host = opts.host.includes(':') ? `[${opts.host}]` : opts.host;
  return `http://${host}:${port}`;
}
