import type { Clock } from '../../../server/clock';

/** A clock the test moves by hand through token and session lifetimes. */
export interface TestClock extends Clock {
  advance(seconds: number): void;
}

export function createTestClock(start = Date.now()): TestClock {
  let now = start;
  const clock = (() => new Date(now)) as TestClock;
  clock.advance = (seconds) => {
    now += seconds * 1000;
  };
  return clock;
}
