import { answerWords } from '../../../../contract/work-orders/answer-words';
import type { Authorisation, Decline } from '../../../../contract/work-orders/lines';
import { formatMoney } from '../../../../contract/money/format-money';
import type { WorkOrder } from '../../../../contract/work-orders/schemas';
import type { LineAnswers } from '../line-answers';

/**
 * What the customer said about a line that answers for itself (a job, a schedule, a loose part, a
 * kit), in the words the job sheet prints (answerWords). A rise since they agreed stands out: it
 * waits for their answer. Nothing when the device cannot price the work order (`answers` null).
 */
export function AnswerNote({
  answers,
  line,
  currency,
}: {
  answers: LineAnswers | null;
  line: { id: string; authorisation?: Authorisation | null; declined?: Decline | null };
  currency: WorkOrder['currency'];
}) {
  if (!answers) return null;
  const answer = answers.get(line.id);
  const words = answerWords(answer, line, (amount) => formatMoney(amount, currency));
  const state = answer?.state ?? 'awaiting';
  return <p className={`wo-line__meta wo-answer wo-answer--${state}`}>{words}</p>;
}
