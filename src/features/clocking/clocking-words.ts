import type { ClockFlag, IndirectReason } from '../../../contract/clocking/schemas';

/** What the bay tablet says about clocking (issue 47): plain words, UK English. */
export const reasonWords: Record<IndirectReason, string> = {
  'waiting-for-parts': 'Waiting for parts',
  'waiting-for-authorisation': 'Waiting for authorisation',
  cleaning: 'Cleaning',
  training: 'Training',
  'road-test': 'Road test',
};

/** The server's flags, as the technician reads them beside the clock. */
export const flagWords: Partial<Record<ClockFlag, string>> = {
  'overlap-closed':
    'Another tablet clocked you onto other work at the same time: ' +
    'the earlier clock was closed when the later one started.',
  'clock-skew': 'This tablet’s clock was more than 2 minutes out when it sent this clock. Please check its time.',
  'forgotten-closed': 'This clock was left running and was closed at the end of the shift. The manager will check it.',
};

export const clockingWords = {
  switchFirst: 'Please switch to your name with your PIN first.',
  notRemembered: (name: string) =>
    `${name} has not used their PIN on this tablet online in the last 14 days, ` +
    'so it cannot be checked offline. Please connect to switch.',
  waiting: 'Waiting to be sent',
} as const;
