import type { Violation } from '../../../contract/errors';
import { returnMessages } from '../../../contract/returns/messages';
import { returnReasons, type ReturnReasonCode } from '../../../contract/returns/reasons';
import type { CreateReturn, ReturnProduct } from '../../../contract/returns/schemas';
import type { LineChoice, LineErrors } from './components/return-line-fields';

export const emptyChoice: LineChoice = { quantity: '', reason: '', note: '' };

export interface Checked {
  /** The lines to send, in the order's order; empty when something must be fixed first. */
  lines: CreateReturn['lines'];
  /** Per order line: what to fix, beside its field. */
  errors: Record<string, LineErrors>;
  /** What is wrong with the form as a whole ("choose at least one part"). */
  problem: string | null;
}

/**
 * The person's choices as the request's lines, checked as the server will check them (quantity
 * up to what can come back, a reason, a note for "Other"), so most mistakes show before sending.
 */
export function checkChoices(products: readonly ReturnProduct[], choices: Record<string, LineChoice>): Checked {
  const lines: CreateReturn['lines'] = [];
  const errors: Record<string, LineErrors> = {};
  for (const product of products) {
    const choice = choices[product.id] ?? emptyChoice;
    if (product.notReturnable || choice.quantity.trim() === '' || choice.quantity.trim() === '0') continue;
    const quantity = Number(choice.quantity);
    const lineErrors: LineErrors = {};
    if (!Number.isInteger(quantity) || quantity < 1) lineErrors.quantity = returnMessages.quantity;
    else if (quantity > product.returnableQuantity)
      lineErrors.quantity = returnMessages.returnable(product.returnableQuantity);
    const reason = returnReasons.find((r) => r.code === choice.reason);
    if (!reason) lineErrors.reason = returnMessages.reason;
    else if (reason.needsNote && !choice.note.trim()) lineErrors.note = returnMessages.note;
    if (Object.keys(lineErrors).length) {
      errors[product.id] = lineErrors;
      continue;
    }
    lines.push({
      orderLine: product.id,
      quantity,
      reason: choice.reason as ReturnReasonCode,
      ...(choice.note.trim() ? { note: choice.note.trim() } : {}),
    });
  }
  const invalid = Object.keys(errors).length > 0;
  return {
    lines: invalid ? [] : lines,
    errors,
    problem: !invalid && lines.length === 0 ? returnMessages.chooseLines : null,
  };
}

/**
 * The server's violations (`lines[i].quantity`, i in the lines sent) beside the order line they
 * name; what names no line comes back as the form's problem.
 */
export function errorsFromViolations(
  violations: readonly Violation[],
  sent: readonly Pick<CreateReturn['lines'][number], 'orderLine'>[],
): { errors: Record<string, LineErrors>; problem: string | null } {
  const errors: Record<string, LineErrors> = {};
  const rest: string[] = [];
  for (const violation of violations) {
    const match = /^lines\[(\d+)\]\.(quantity|reason|note|orderLine)$/.exec(violation.propertyPath);
    const line = match ? sent[Number(match[1])] : undefined;
    if (!match || !line) {
      rest.push(violation.message);
      continue;
    }
    const field = match[2] === 'orderLine' ? 'quantity' : (match[2] as keyof LineErrors);
    errors[line.orderLine] = { ...errors[line.orderLine], [field]: violation.message };
  }
  return { errors, problem: rest.length ? rest.join(' ') : null };
}
