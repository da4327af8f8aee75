/**
 * A slowloris client: one header line every few seconds, never finishing its request. The
 * server must cut it off when SERVER_TIMEOUTS.headersMs has passed (README "Timeouts"), whatever it sends.
 */
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_TIMEOUTS } from '../../server/app';
import { createTestApp, type TestApp } from './support/app';

const LINE_EVERY_MS = 2_000;

describe('server timeouts', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'timeouts');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.dispose());

  it(`cuts off a client sending one header line every ${LINE_EVERY_MS / 1000} s at ${SERVER_TIMEOUTS.headersMs / 1000} s`, async () => {
    const started = performance.now();
    const { answer, afterMs } = await new Promise<{ answer: string; afterMs: number }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      let lines = 0;
      const drip = setInterval(() => {
        if (!socket.destroyed) socket.write(`x-slow-${lines++}: ${'a'.repeat(10)}\r\n`);
      }, LINE_EVERY_MS);
      socket.on('connect', () => socket.write('GET /api/admin/v1/season-alls HTTP/1.1\r\nHost: localhost\r\n'));
      socket.on('data', (chunk) => {
        answer += chunk.toString();
      });
      socket.on('error', () => {}); // a reset after the 408 is the cut-off too
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, afterMs: performance.now() - started });
      });
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error('the server was still holding the connection after 30 s'));
      }, 30_000);
    });
    expect(afterMs).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersMs - 100);
    expect(afterMs).toBeLessThan(SERVER_TIMEOUTS.headersMs + SERVER_TIMEOUTS.checkEveryMs + 1_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  }, 40_000);

  it('sets the request and keep-alive timeouts it states', () => {
    expect(t.app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(t.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(t.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(t.app.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
  });
});
