import { beforeEach, describe, expect, it, vi } from 'vitest';

const lighthouse = vi.hoisted(() => vi.fn());
vi.mock('lighthouse', () => ({ default: lighthouse }));

import { audit } from '../../../../bench/support/lighthouse-audit';

/** A report as Lighthouse gives one: the figures the bench reads, or its own failure to record. */
function report(runtimeError?: string) {
  const audits = {
    'first-contentful-paint': { numericValue: 1500 },
    'largest-contentful-paint': { numericValue: 2000 },
    'total-blocking-time': { numericValue: 100 },
    'cumulative-layout-shift': { numericValue: 0 },
  };
  const category = { score: 1, auditRefs: [] };
  return {
    lhr: {
      audits,
      categories: { performance: category, accessibility: category, 'best-practices': category },
      ...(runtimeError ? { runtimeError: { code: runtimeError, message: `(${runtimeError})` } } : {}),
    },
  };
}

describe('a Lighthouse audit run again after Lighthouse failed to record the load', () => {
  beforeEach(() => lighthouse.mockReset());

  it('puts the page back as it was before every attempt, not only the first', async () => {
    const order: string[] = [];
    const answers = [report('NO_NAVSTART'), report()];
    lighthouse.mockImplementation(async () => {
      order.push('audit');
      return answers.shift();
    });
    const before = async () => {
      order.push('first visit');
    };

    const figures = await audit('http://127.0.0.1:1/store/basket', 9222, { keepStorage: true, before });

    expect(order).toEqual(['first visit', 'audit', 'first visit', 'audit']);
    expect(figures.fcpMs).toBe(1500);
  });

  it('gives up after three failures in a row', async () => {
    lighthouse.mockResolvedValue(report('NO_NAVSTART'));
    await expect(audit('http://127.0.0.1:1/', 9222)).rejects.toThrow('NO_NAVSTART');
    expect(lighthouse).toHaveBeenCalledTimes(3);
  });
});
