import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, median, rate } from '../../bench/load';

describe('bench load generator', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // autocannon's default ends a fixed-amount run at its next 1 s tick: 200 trivial requests
  // (tens of milliseconds of work) were reported as 1.01 s, so every rate the bench compared was
  // quantised to whole seconds. This is a correctness check of the measurement, not a timing goal.
  it('reports the time a fixed number of requests took, not the next whole second', async () => {
    const result = await load({ url, connections: 10, amount: 200 });
    expect(result['2xx']).toBe(200);
    expect(result.duration).toBeLessThan(0.9);
    expect(rate(result)).toBeCloseTo(200 / result.duration);
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
