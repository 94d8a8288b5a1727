import type { PackStateRow } from '../../db/catalogue-pack';

/** Sizes as people read them: '840 KB', '4.9 MB', '2.1 GB'. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
}

/** 'about 20 s left', 'about 3 min left'; nothing until a page has arrived to judge by. */
export function timeLeft(run: NonNullable<PackStateRow['run']>): string | null {
  if (run.received === 0 || run.total <= run.received) return null;
  const seconds = ((run.total - run.received) * run.activeMs) / run.received / 1000;
  if (seconds < 60) return `about ${Math.max(1, Math.round(seconds))} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

const count = (value: number) => value.toLocaleString('en-GB');

/** '1,200 of 5,000 products · 1.2 of 4.9 MB · about 20 s left' (changes, for a refresh). */
export function progressWords(run: NonNullable<PackStateRow['run']>): string {
  const what = run.kind === 'full' ? 'products' : 'changes';
  const estimated = run.received > 0 ? (run.bytes / run.received) * run.total : 0;
  const parts = [`${count(run.received)} of ${count(run.total)} ${what}`];
  if (run.bytes > 0) parts.push(`${formatBytes(run.bytes)} of ${formatBytes(Math.max(estimated, run.bytes))}`);
  const left = timeLeft(run);
  if (left) parts.push(left);
  return parts.join(' · ');
}
