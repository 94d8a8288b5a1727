import type { HealthCheckAnswer } from '../../../contract/health-checks/schemas';

/** The customer's answers in words, on the garage's page and the customer's alike (issue 46). */
export const decisionWords: Record<HealthCheckAnswer['decision'], string> = {
  approved: 'Approved',
  declined: 'Declined',
  later: 'Later',
};

export const methodWords: Record<HealthCheckAnswer['method'], string> = {
  online: 'online',
  phone: 'by phone',
  'in-person': 'in person',
};

/** A calendar day (yyyy-MM-dd) as people say it: "15 December 2026". */
export function spokenDay(day: string): string {
  const time = Date.parse(`${day.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(time)) return day;
  return new Date(time).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Approved online on 7 December 2026, £123.00 shown" and the like, without the price. */
export function answerWords(
  answer: Pick<HealthCheckAnswer, 'decision' | 'method' | 'at' | 'by' | 'laterDate'>,
): string {
  const what =
    answer.decision === 'later' && answer.laterDate
      ? `Put off until ${spokenDay(answer.laterDate)},`
      : decisionWords[answer.decision];
  const who = answer.method === 'online' ? '' : `, taken by ${answer.by}`;
  return `${what} ${methodWords[answer.method]} on ${spokenDay(answer.at)}${who}`;
}

/** Tomorrow, yyyy-MM-dd: the first day "later" may name. */
export function tomorrow(now = new Date()): string {
  return new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
}
