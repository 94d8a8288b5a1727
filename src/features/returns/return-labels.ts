import type { ReturnState } from '../../../contract/returns/schemas';

/** A return's state in the person's words. */
export const returnStateLabel: Record<ReturnState, string> = {
  requested: 'Requested',
  approved: 'Approved',
  declined: 'Declined',
  collected: 'Collected',
  credited: 'Credited',
  cancelled: 'Cancelled',
};

/** What happens next, for the return's page. */
export const returnStateHint: Record<ReturnState, string> = {
  requested: 'Your branch will look at it shortly.',
  approved: 'Our van will collect the parts on its next round. Please have them ready, in their boxes.',
  declined: 'Your branch could not accept this return.',
  collected: 'The parts are back at the branch and are being checked before the credit.',
  credited: 'A credit note has been issued.',
  cancelled: 'This return was cancelled.',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export const returnMoment = (iso: string) => dateTime.format(new Date(iso));
/** A yyyy-MM-dd day as "9 Apr 2026". */
export const returnDay = (day: string) => date.format(new Date(`${day}T00:00:00Z`));
