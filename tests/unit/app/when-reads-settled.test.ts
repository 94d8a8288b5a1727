import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { READS_WAIT_LIMIT_MS, whenReadsSettled } from '../../../src/app/when-reads-settled';

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

const settledWithin = async (settling: Promise<void>, ms: number) => {
  let settled = false;
  void settling.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('whenReadsSettled: what waits for the first screen waits for the page’s own reads (issue 23)', () => {
  it('settles once the page’s reads have answered, a second wave included', async () => {
    const client = new QueryClient();
    const product = deferred<string>();
    const prices = deferred<string>();
    void client.fetchQuery({ queryKey: ['product'], queryFn: () => product.promise });
    const settling = whenReadsSettled(client);
    expect(await settledWithin(settling, 30)).toBe(false);
    // The product answers, and the page asks for its prices at once: still not settled.
    product.resolve('Brembo P 24 151');
    void client.fetchQuery({ queryKey: ['prices'], queryFn: () => prices.promise });
    expect(await settledWithin(settling, 30)).toBe(false);
    prices.resolve('£41.99');
    expect(await settledWithin(settling, 100)).toBe(true);
  });

  it('settles at once with nothing being read', async () => {
    expect(await settledWithin(whenReadsSettled(new QueryClient()), 100)).toBe(true);
  });

  it('does not wait past its limit for a read that hangs', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    void client.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise<never>(() => {}) });
    let settled = false;
    void whenReadsSettled(client).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(READS_WAIT_LIMIT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(settled).toBe(true);
  });
});
