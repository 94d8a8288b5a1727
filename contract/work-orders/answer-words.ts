import type { Authorisation, AuthorisationMethod, Decline } from './lines';
import type { LineAnswer } from './pricing/authorisation';

/**
 * How a line's answer from the customer reads, the same on the editor and on the printed job
 * sheet and customer's copy (issue 42: "print per job: authorised or awaiting, and the amount
 * agreed"). `money` formats minor units in the work order's currency.
 */
export const methodWords: Record<AuthorisationMethod, string> = {
  'in-person': 'in person',
  phone: 'by phone',
  text: 'by text',
  link: 'by link',
};

export function answerWords(
  answer: LineAnswer | undefined,
  line: { authorisation?: Authorisation | null; declined?: Decline | null },
  money: (minorUnits: number) => string,
): string {
  const given = line.authorisation;
  if (!answer) return 'Awaiting authorisation';
  switch (answer.state) {
    case 'authorised':
      return given
        ? `Authorised: ${money(answer.agreed ?? 0)} agreed by ${given.by} ${methodWords[given.method]}`
        : `Authorised: ${money(answer.agreed ?? 0)} agreed`;
    case 'raised':
      return `Awaiting authorisation of ${money(answer.awaiting)} more than the ${money(answer.agreed ?? 0)} agreed`;
    case 'declined':
      return line.declined ? `Declined by ${line.declined.by} ${methodWords[line.declined.method]}` : 'Declined';
    case 'awaiting':
      return `Awaiting authorisation: ${money(answer.awaiting)}`;
  }
}
