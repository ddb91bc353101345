import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, median, rate } from '../../bench/load';

describe('bench load generator', () => {
  let server: http.Server;
  let url: string;
  // When the server saw the first request and answered the last one (ms, monotonic clock).
  let firstSeen = 0;
  let lastAnswered = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      firstSeen ||= performance.now();
      response.end('ok', () => {
        lastAnswered = performance.now();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // autocannon's default ends a fixed-amount run at its next 1 s tick: 200 trivial requests
  // (tens of milliseconds of work) were reported as 1.01 s, so every rate the bench compared was
  // quantised to whole seconds. This is a correctness check of the measurement, not a timing goal:
  // the reported duration is compared with the span the server itself saw, so a slow or busy
  // machine makes both longer alike, while a run padded to the next 1 s tick shows a gap of
  // hundreds of milliseconds.
  it('reports the time a fixed number of requests took, not the next whole second', async () => {
    firstSeen = 0;
    const result = await load({ url, connections: 10, amount: 200 });
    expect(result['2xx']).toBe(200);
    const serverSpanSeconds = (lastAnswered - firstSeen) / 1000;
    expect(result.duration - serverSpanSeconds).toBeLessThan(0.5);
    expect(rate(result)).toBeCloseTo(200 / result.duration);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
