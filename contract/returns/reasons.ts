/**
 * Why parts come back, in the words UK motor factors use on their returns notes (issue 26). The
 * server answers them at GET /digital-return-reasons; "Other" needs a note saying why.
 */
export const returnReasonCodes = [
  'wrong-part-supplied',
  'not-required',
  'wrong-part-ordered',
  'faulty',
  'damaged-in-transit',
  'other',
] as const;
export type ReturnReasonCode = (typeof returnReasonCodes)[number];

export interface ReturnReason {
  code: ReturnReasonCode;
  label: string;
  /** The person must say more in the note. */
  needsNote: boolean;
}

export const returnReasons: readonly ReturnReason[] = [
  { code: 'wrong-part-supplied', label: 'Wrong part supplied', needsNote: false },
  { code: 'not-required', label: 'Not required (ordered in error)', needsNote: false },
  { code: 'wrong-part-ordered', label: 'Wrong part ordered', needsNote: false },
  { code: 'faulty', label: 'Faulty', needsNote: false },
  { code: 'damaged-in-transit', label: 'Damaged in transit', needsNote: false },
  { code: 'other', label: 'Other', needsNote: true },
];

export const reasonLabel = (code: string): string =>
  returnReasons.find((reason) => reason.code === code)?.label ?? code;
