import type { RepairTask } from '../../../contract/repair-data/schemas';

/**
 * Text search over a variant's tasks, as a mechanic types it: "front pads", "cambelt", "timing
 * belt", "shocks". Every word of the query must start a word of the task (its description or the
 * trade's other words for it, "cambelt" for the timing belt); plurals count as the singular.
 * Best first: the task whose description has the fewest words the query did not ask for, so
 * "front pads" puts the pads before the discs and pads.
 */

/** Words typed apart that the trade writes as one. */
const joined: [RegExp, string][] = [
  [/\bcam belt\b/g, 'cambelt'],
  [/\bback box\b/g, 'backbox'],
  [/\bfan belt\b/g, 'fanbelt'],
];

const stem = (word: string) =>
  word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;

export function searchWordsOf(text: string): string[] {
  let plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
  for (const [pattern, word] of joined) plain = plain.replace(pattern, word);
  return plain.split(' ').filter(Boolean).map(stem);
}

export interface SearchableTask {
  task: RepairTask;
  /** Description and other words. */
  words: readonly string[];
  /** The description's words alone, to rank by. */
  descriptionWords: readonly string[];
}

export function searchableTask(task: RepairTask, words: string): SearchableTask {
  return { task, words: searchWordsOf(words), descriptionWords: searchWordsOf(task.description) };
}

export function searchTasks(tasks: readonly SearchableTask[], query: string): RepairTask[] {
  const wanted = searchWordsOf(query);
  if (wanted.length === 0) return [];
  const startsAWord = (words: readonly string[], prefix: string) => words.some((word) => word.startsWith(prefix));
  return tasks
    .flatMap((entry, position) => {
      if (!wanted.every((prefix) => startsAWord(entry.words, prefix))) return [];
      const unasked = entry.descriptionWords.filter((word) => !wanted.some((prefix) => word.startsWith(prefix))).length;
      return [{ task: entry.task, unasked, position }];
    })
    .sort((a, b) => a.unasked - b.unasked || a.position - b.position)
    .map((hit) => hit.task);
}
