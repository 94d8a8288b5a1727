import { z } from 'zod/mini';
import { text } from '../http/text';
import { uuidSchema } from '../documents/line-keys';
import { clockingMessages as m } from './messages';

/** What a clock event says happened (issue 47; design/api-routes.md, "Clocking"). */
export const clockKinds = ['job-on', 'job-off', 'break', 'indirect', 'shift-start', 'shift-end'] as const;
export type ClockKind = (typeof clockKinds)[number];

/** Why a technician is on indirect time: productive for the garage, but on no job. */
export const indirectReasons = [
  'waiting-for-parts',
  'waiting-for-authorisation',
  'cleaning',
  'training',
  'road-test',
] as const;
export type IndirectReason = (typeof indirectReasons)[number];

/**
 * What the server found about an event. `clock-skew`: the device's clock was more than 2 minutes
 * out when it sent it. `overlap-closed`: two devices clocked the technician onto overlapping work;
 * the earlier was closed at the later start. `forgotten-closed`: left running past the garage's
 * shift end and closed there. `edited`: a manager's edit replaced it (it stays, for the record).
 * `no-effect`: it changed nothing (a clock off a job the technician was no longer on, a second
 * clock onto the job they were on).
 */
export const clockFlags = ['clock-skew', 'overlap-closed', 'forgotten-closed', 'edited', 'no-effect'] as const;
export type ClockFlag = (typeof clockFlags)[number];

export const workshopRoles = ['technician', 'manager'] as const;
export type WorkshopRole = (typeof workshopRoles)[number];

/** An instant with its offset, as devices send it ('2026-03-02T08:30:00.000Z'). */
export const instantSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { message: m.time, abort: true }),
  z.refine((value) => !Number.isNaN(Date.parse(value)), m.time),
);

/** A calendar day, yyyy-MM-dd, that exists. */
export const daySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, { message: m.date, abort: true }),
  z.refine((value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().startsWith(value), m.date),
);

export const technicianSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  role: z.enum(workshopRoles),
  /** Whether a PIN is set, so a shared bay tablet can switch to them. */
  hasPin: z.boolean(),
});
export type Technician = z.infer<typeof technicianSchema>;

/**
 * A clock event as a device makes it, offline or not. The device makes the id (UUID v7) and keeps
 * it: a replay of the same event answers it again. `from` is the event whose clock this one ends,
 * as the device saw it (null: it saw the technician on nothing); with it the server tells two
 * devices that did not know of each other's clocks from a technician who walked to another tablet.
 * A manager's edit `replaces` an event, with an `editReason`; the original stays.
 */
export const recordClockEventSchema = z.object({
  id: uuidSchema,
  technician: uuidSchema,
  kind: z.enum(clockKinds, m.kind),
  workOrder: z._default(z.nullable(uuidSchema), null),
  job: z._default(z.nullable(uuidSchema), null),
  reason: z._default(z.nullable(z.enum(indirectReasons, m.reason)), null),
  deviceTime: instantSchema,
  device: z._default(z.nullable(text().check(z.minLength(1, m.device), z.maxLength(100, m.device))), null),
  from: z.optional(z.nullable(uuidSchema)),
  replaces: z._default(z.nullable(uuidSchema), null),
  editReason: z._default(z.nullable(text().check(z.minLength(1, m.editReason), z.maxLength(300, m.editReason))), null),
});
export type RecordClockEvent = z.infer<typeof recordClockEventSchema>;

export const clockEventSchema = z.object({
  ...recordClockEventSchema.shape,
  from: z.nullable(uuidSchema),
  /** When the server first received it: the server orders nothing by it, but keeps it. */
  receivedAt: z.string(),
  /** Who sent it (the logged-in user's name), for the manager's record. */
  recordedBy: z.nullable(z.string()),
  flags: z.array(z.enum(clockFlags)),
});
export type ClockEvent = z.infer<typeof clockEventSchema>;

/** The garage's clocking setting: when a forgotten clock is closed, 'HH:MM' in its time zone. */
export const clockingSettingsSchema = z.object({
  shiftEnd: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.shiftEnd)),
});
export type ClockingSettings = z.infer<typeof clockingSettingsSchema>;

export const pinCheckSchema = z.object({ pin: z.string().check(z.regex(/^\d{4}$/, m.pin)) });

/**
 * The device's clock when it sent the request (ISO 8601), set by the outbox at each attempt. A
 * header, not the body: a replay's body must stay the same. Without it only a clock ahead of the
 * server's shows.
 */
export const DEVICE_CLOCK_HEADER = 'device-clock';
