import { elapsed, elapsedWords } from '../board-columns';
import { useNow } from '../hooks/use-now';

/** How long a clock has run, ticking each second (only running clocks tick: a few per board). */
export function RunningClock({ since }: { since: string }) {
  const now = useNow();
  return (
    <span className="wsb-clock">
      <span aria-hidden="true">{elapsed(since, now)}</span>
      <span className="visually-hidden">for {elapsedWords(since, now)}</span>
    </span>
  );
}
