import { recordClockEventSchema, type RecordClockEvent } from '../../../contract/clocking/schemas';

/** The outbox's name for a clock event (POST /clock-events) and the entity it belongs to. */
export const CLOCK_EVENT_OPERATION = 'clocking.event';
export const CLOCK_EVENT_ENTITY = 'clockEvent';

/** What a clock event's entry carries: the event itself, sent as it was made (its id answers a replay). */
export const clockEventPayloadSchema = recordClockEventSchema;
export type ClockEventPayload = RecordClockEvent;
