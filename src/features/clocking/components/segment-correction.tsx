import { useState, type FormEvent } from 'react';
import type { ClockEvent, RecordClockEvent } from '../../../../contract/clocking/schemas';
import { ApiError, errorMessage } from '../../../api/api-error';
import { ErrorBanner } from '../../../ui/alert';
import { TextField } from '../../../ui/form-field';
import { SubmitButton } from '../../../ui/submit-button';
import { sendClockCorrection } from '../api/clocking-requests';
import {
  correctionEvents,
  timeOfDay,
  type Correction,
  type CorrectionField,
  type DaySegment,
} from '../clock-corrections';

type Errors = Partial<Record<CorrectionField | 'form', string>>;

/** Where the server's refusal of one correction event is shown: beside the time it moved, or the reason. */
function placeRefusal(failure: unknown, field: 'start' | 'end'): Errors {
  if (!(failure instanceof ApiError)) return { form: errorMessage(failure) };
  const errors: Errors = {};
  const rest: string[] = [];
  for (const [path, message] of Object.entries(failure.fieldErrors)) {
    if (path === 'editReason') errors.reason = message;
    else if (path === 'deviceTime' || path === 'replaces') errors[field] = message;
    else rest.push(message);
  }
  if (rest.length > 0 || Object.keys(errors).length === 0) errors.form = rest.join(' ') || failure.message;
  return errors;
}

/**
 * A manager's correction of one segment (issue 47): its start and end as times of the garage's
 * day, and why. Each moved time is a new event sent at once; the server keeps the original.
 */
export function SegmentCorrection({
  line,
  day,
  timeZone,
  events,
  online,
  onDone,
  onCancel,
}: {
  line: DaySegment;
  day: string;
  timeZone: string;
  events: readonly ClockEvent[];
  online: boolean;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { segment } = line;
  const [draft, setDraft] = useState<Correction>({
    start: timeOfDay(segment.start, timeZone),
    end: segment.end === null ? '' : timeOfDay(segment.end, timeZone),
    reason: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const endKind = events.find((event) => event.id === segment.endEvent)?.kind;
  const startsNext = endKind === 'job-on' || endKind === 'indirect' || endKind === 'break';
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!online)
      return setErrors({ form: 'Corrections need a connection: the server checks them against every clock.' });
    const made = correctionEvents(line, draft, { day, timeZone, now: Date.now(), events });
    if ('errors' in made) return setErrors(made.errors);
    setErrors({});
    setPending(true);
    try {
      for (const correction of made.events) await send(correction);
      onDone();
    } finally {
      setPending(false);
    }
  };
  const send = async (correction: RecordClockEvent) => {
    try {
      await sendClockCorrection(correction);
    } catch (failure) {
      setErrors(placeRefusal(failure, correction.replaces === segment.startEvent ? 'start' : 'end'));
      throw failure;
    }
  };

  return (
    <form
      className="clock-correction"
      aria-label="Correct this clock"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => {})}
    >
      <div className="clock-correction__times">
        <TextField
          label="Start"
          name="start"
          type="time"
          required
          value={draft.start}
          error={errors.start}
          onChange={(event) => setDraft({ ...draft, start: event.target.value })}
        />
        <TextField
          label="End"
          name="end"
          type="time"
          value={draft.end}
          error={errors.end}
          hint={segment.end === null ? 'Still running: leave empty to keep it running.' : undefined}
          onChange={(event) => setDraft({ ...draft, end: event.target.value })}
        />
      </div>
      <TextField
        label="Reason for the correction"
        name="reason"
        required
        maxLength={300}
        value={draft.reason}
        error={errors.reason}
        onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
      />
      {startsNext && (
        <p className="muted">
          A new end also moves the start of whatever came next at {timeOfDay(segment.end ?? 0, timeZone)}, so the day
          keeps no gap and no overlap.
        </p>
      )}
      {errors.form && <ErrorBanner>{errors.form}</ErrorBanner>}
      <div className="clock-switch__actions">
        <SubmitButton pending={pending} pendingText="Saving…">
          Save correction
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
