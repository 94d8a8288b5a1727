import { type Clash, linePath } from './clash';
import type { DocumentLine, SharedChange } from './intents';
import { sameValue } from './same-value';

/** What a kind of document says about itself, for the shared rules below. */
export interface DocumentRules<D, K extends string> {
  /** The document's list of lines of this kind (`item` → `workOrderItems`). */
  listOf(kind: K): keyof D & string;
  /** The header field may not change now (a closed work order's vehicle). */
  fieldLocked(doc: D, field: string): boolean;
  /** The line may not change or go (parts ordered, the document closed). */
  lineLocked(doc: D, kind: K, line: DocumentLine & Record<string, unknown>): boolean;
  /** No line may be added (the document closed). */
  linesClosed(doc: D): boolean;
  /** Whether the lifecycle allows this move (reason: what the person gave, if anything). */
  canMove(from: string, to: string, reason: string | undefined): boolean;
  /** A stored line as an addLine brings it back ("Keep mine" for a line another device removed). */
  inputOf(
    kind: K,
    line: DocumentLine & Record<string, unknown>,
  ): { id: string; position: string } & Record<string, unknown>;
}

export interface Applied<D> {
  doc: D;
  /** The document differs from before (its rev moves once per request that changed it). */
  changed: boolean;
  clashes: Clash[];
  /** Status moves made, for the history (who, when and which device are the caller's). */
  moves: { from: string; to: string; reason?: string | undefined }[];
}

type Line = DocumentLine & Record<string, unknown>;
type Doc = { status?: string } & Record<string, unknown>;

/**
 * Applies one intent to a document, as the server does authoritatively and the device does to
 * show its own changes before the server has them. Never mutates `doc`. A change whose target
 * already holds (the field has the new value, the line is gone) is applied as nothing, not a
 * clash; adds never clash, unless the document is closed. Derived numbers (prices, totals) are
 * not touched: the caller recomputes them.
 */
export function applyChange<D extends object, K extends string>(
  doc: D,
  change: SharedChange<K>,
  rules: DocumentRules<D, K>,
): Applied<D> {
  const current = doc as unknown as Doc;
  const none: Applied<D> = { doc, changed: false, clashes: [], moves: [] };
  const clashed = (clashes: Clash[]): Applied<D> => ({ ...none, clashes });

  switch (change.op) {
    case 'setFields': {
      const next: Record<string, unknown> = {};
      const clashes: Clash[] = [];
      for (const [field, value] of Object.entries(change.set)) {
        if (sameValue(current[field], value)) continue;
        if (rules.fieldLocked(doc, field))
          clashes.push({ path: field, reason: 'locked', yours: value, theirs: current[field] });
        else if (!sameValue(current[field], change.base[field]))
          clashes.push({ path: field, reason: 'changed', yours: value, theirs: current[field] });
        else next[field] = value;
      }
      if (clashes.length) return clashed(clashes);
      if (!Object.keys(next).length) return none;
      return { ...none, doc: { ...current, ...next } as D, changed: true };
    }
    case 'addLine': {
      const list = rules.listOf(change.kind);
      const lines = (current[list] ?? []) as Line[];
      // Sent again (a retry the device could not tell had landed): the line is there already.
      if (lines.some((line) => line.id === change.line.id)) return none;
      if (rules.linesClosed(doc))
        return clashed([{ path: linePath(list, change.line.id), reason: 'locked', yours: change.line, theirs: null }]);
      const added = { ...change.line, rev: 1 } as Line;
      return { ...none, doc: { ...current, [list]: sortLines([...lines, added]) } as D, changed: true };
    }
    case 'updateLine': {
      const list = rules.listOf(change.kind);
      const lines = (current[list] ?? []) as Line[];
      const line = lines.find((candidate) => candidate.id === change.id);
      if (!line)
        return clashed([{ path: linePath(list, change.id), reason: 'removed', yours: change.set, theirs: null }]);
      const next: Record<string, unknown> = {};
      const clashes: Clash[] = [];
      for (const [field, value] of Object.entries(change.set)) {
        if (sameValue(line[field], value)) continue;
        const path = linePath(list, change.id, field);
        if (rules.lineLocked(doc, change.kind, line))
          clashes.push({ path, reason: 'locked', yours: value, theirs: line[field] });
        else if (!sameValue(line[field], change.base[field]))
          clashes.push({ path, reason: 'changed', yours: value, theirs: line[field] });
        else next[field] = value;
      }
      if (clashes.length) return clashed(clashes);
      if (!Object.keys(next).length) return none;
      const updated = { ...line, ...next, rev: line.rev + 1 };
      const replaced = lines.map((candidate) => (candidate.id === change.id ? updated : candidate));
      return { ...none, doc: { ...current, [list]: sortLines(replaced) } as D, changed: true };
    }
    case 'removeLine': {
      const list = rules.listOf(change.kind);
      const lines = (current[list] ?? []) as Line[];
      const line = lines.find((candidate) => candidate.id === change.id);
      if (!line) return none;
      const path = linePath(list, change.id);
      if (rules.lineLocked(doc, change.kind, line))
        return clashed([{ path, reason: 'locked', yours: null, theirs: line }]);
      // Someone changed the line after this device last saw it: removing it would lose that.
      if (line.rev !== change.baseRev) return clashed([{ path, reason: 'changed', yours: null, theirs: line }]);
      return {
        ...none,
        doc: { ...current, [list]: lines.filter((other) => other.id !== change.id) } as D,
        changed: true,
      };
    }
    case 'setStatus': {
      const status = current.status;
      if (status === change.to) return none;
      if (status !== change.from)
        return clashed([{ path: 'status', reason: 'changed', yours: change.to, theirs: status }]);
      if (!rules.canMove(change.from, change.to, change.reason))
        return clashed([{ path: 'status', reason: 'move', yours: change.to, theirs: status }]);
      return {
        doc: { ...current, status: change.to } as D,
        changed: true,
        clashes: [],
        moves: [{ from: change.from, to: change.to, ...(change.reason ? { reason: change.reason } : {}) }],
      };
    }
  }
}

/** Lines in their order: by position, then by id so that two lines given one position still sort alike everywhere. */
export function sortLines<L extends DocumentLine>(lines: L[]): L[] {
  return [...lines].sort((a, b) =>
    a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}
