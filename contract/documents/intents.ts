/**
 * The intents a document with lines (a work order, a quote) is changed by (design/architecture.md,
 * "Documents with lines"; the wire shape in design/api-routes.md). Each says what the device saw
 * before the change, so the server can apply it to a document that has moved on and refuse only
 * what really clashes. The zod schemas are per document (contract/work-orders/intents.ts), since
 * each has its own fields and lines; these types are what the shared rules read.
 */
export interface DocumentLine {
  id: string;
  /** A fractional index: lines are ordered by comparing these as strings. */
  position: string;
  /** Moved by each change to this line. */
  rev: number;
}

export interface SetFields {
  op: 'setFields';
  /** What the device saw: every key of `set` is here. */
  base: Record<string, unknown>;
  set: Record<string, unknown>;
}
export interface AddLine<K extends string = string> {
  op: 'addLine';
  kind: K;
  line: { id: string; position: string } & Record<string, unknown>;
}
export interface UpdateLine<K extends string = string> {
  op: 'updateLine';
  kind: K;
  id: string;
  base: Record<string, unknown>;
  set: Record<string, unknown>;
}
export interface RemoveLine<K extends string = string> {
  op: 'removeLine';
  kind: K;
  id: string;
  /** The line's rev as the device last saw it. */
  baseRev: number;
}
export interface SetStatus<S extends string = string> {
  op: 'setStatus';
  from: S;
  to: S;
  /** Why, when the lifecycle asks for one (reopening a completed work order). */
  reason?: string | undefined;
}

export type LineChange<K extends string = string> = AddLine<K> | UpdateLine<K> | RemoveLine<K>;
export type SharedChange<K extends string = string, S extends string = string> =
  SetFields | LineChange<K> | SetStatus<S>;

/** Every key a `set` changes must be in its `base`: the message for the violation. */
export const intentMessages = {
  baseMissing: (key: string) => `The change to ${key} does not say what it was changed from.`,
  reasonRequired: 'Please say why the work order is reopened.',
  invalidId: 'This is not a valid id.',
  invalidPosition: 'This is not a valid position.',
} as const;

/** The keys of `set` missing from `base` (each a 422 violation). */
export function keysMissingFromBase(change: { base: Record<string, unknown>; set: Record<string, unknown> }): string[] {
  return Object.keys(change.set).filter((key) => !Object.hasOwn(change.base, key));
}
