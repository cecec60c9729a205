import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { PayQrcodeResult } from '@lvxing/shared';
import { defaultPublicUrl, lanAddress } from '../src/public-url';
import { bookFlightOrder, buildTestApp, dayFromNow, loginMember, residentId } from './helper';

// the server as `PORT=0 npm start` runs it on one address, no PUBLIC_URL, a 1 s request timeout
const app = await buildTestApp({
  config: { port: 0, host: '127.0.0.1', publicUrl: undefined, httpRequestTimeoutMs: 1000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;
afterAll(() => app.close());

/** Books a flight and asks for its payment QR code, with `host` as the request's Host header. */
async function payCodeUrl(host: string): Promise<string> {
  const token = await loginMember(app);
  const booked = await bookFlightOrder(app, {
    token,
    date: dayFromNow(6),
    idNo: residentId('19900307', 7),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/plane/order/pay/qrcode',
    headers: { token, host },
    payload: { orderNo: booked.data.orderNo },
  });
  return res.json<{ data: PayQrcodeResult }>().data.codeUrl;
}

describe('the site address in QR codes without PUBLIC_URL', () => {
  it('follows the port the server listens on, never the Host a caller sends', async () => {
    const url = await payCodeUrl('evil.example:666');
    expect(url.startsWith(`http://127.0.0.1:${port}/sandbox/pay?no=`)).toBe(true);
    expect(url).not.toContain('evil');
  });

  it('is the LAN address when listening on every interface, skipping virtual bridges', () => {
    const nic = (address: string, internal = false) => ({
      address,
      internal,
      family: 'IPv4' as const,
      netmask: '255.255.255.0',
      mac: '00:00:00:00:00:00',
      cidr: null,
    });
    const interfaces = {
      lo: [nic('127.0.0.1', true)],
      docker0: [nic('172.17.0.1')],
      eth0: [nic('192.168.1.23')],
    };
    expect(lanAddress(interfaces)).toBe('192.168.1.23');
    const lan = () => lanAddress(interfaces);
    expect(defaultPublicUrl({ host: '0.0.0.0', port: 3900, lan })).toBe('http://192.168.1.23:3900');
    expect(defaultPublicUrl({ host: '::', port: 3900, lan: () => undefined })).toBe(
      'http://localhost:3900',
    );
    expect(defaultPublicUrl({ host: '::1', port: 3900 })).toBe('http://[::1]:3900');
    const listening = { port: 41234, address: '0.0.0.0', family: 'IPv4' };
    expect(defaultPublicUrl({ host: 'localhost', port: 0, listening })).toBe(
      'http://localhost:41234',
    );
  });
});

describe('a request body sent slowly', () => {
  it('is cut off with HTTP 408 once the request timeout has passed, not held for minutes', async () => {
    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    socket.on('error', () => undefined); // the server may close while a byte is on its way
    let answer = '';
    socket.on('data', (d: string) => (answer += d));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/user/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"mobile":',
    );
    // a byte now and then keeps the socket busy, but the whole request never arrives
    const drip = setInterval(() => socket.write(' '), 200);
    const gaveUp = new Promise<'still open'>((resolve) =>
      setTimeout(() => resolve('still open'), 15_000),
    );
    const outcome = await Promise.race([closed.then(() => 'closed' as const), gaveUp]);
    clearInterval(drip);
    socket.destroy();
    expect(outcome).toBe('closed');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 20_000);
});
