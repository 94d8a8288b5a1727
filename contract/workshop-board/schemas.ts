import { z } from 'zod/mini';
import { uuidSchema } from '../documents/line-keys';
import { indirectReasons, workshopRoles } from '../clocking/schemas';
import { workOrderSchema } from '../work-orders/schemas';
import { boardStatuses } from './board-status';

/** What a technician is clocked onto now, and since when (the clock rules' running segment). */
export const clockedOnSchema = z.object({
  kind: z.enum(['job', 'indirect', 'break']),
  workOrder: z.nullable(uuidSchema),
  job: z.nullable(uuidSchema),
  reason: z.nullable(z.enum(indirectReasons)),
  /** ISO 8601: the device time the segment started at. */
  since: z.string(),
});
export type ClockedOn = z.infer<typeof clockedOnSchema>;

export const boardTechnicianSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  role: z.enum(workshopRoles),
  /** Null when they are on nothing (not clocked on, or off shift). */
  clockedOn: z.nullable(clockedOnSchema),
  /** When their open shift started; null off shift. */
  onShiftSince: z.nullable(z.string()),
});
export type BoardTechnician = z.infer<typeof boardTechnicianSchema>;

export const boardWorkOrderSchema = z.object({
  id: uuidSchema,
  workOrderNumber: z.nullable(z.string()),
  status: workOrderSchema.shape.status,
  /** The board's column: see board-status.ts for how it is read. */
  boardStatus: z.enum(boardStatuses),
  vrm: z.nullable(z.string()),
  make: z.nullable(z.string()),
  model: z.nullable(z.string()),
  customerName: z.nullable(z.string()),
  numberOfJobs: z.int(),
  /** The technician the job is given to (POST /work-orders/{id}/assignment); null: nobody yet. */
  assignedTo: z.nullable(uuidSchema),
  /** Who is clocked onto it now, since when. */
  clockedOn: z.array(z.object({ technician: uuidSchema, job: z.nullable(uuidSchema), since: z.string() })),
  /** Everyone who clocked onto it on the day, in the order they first did. */
  workedBy: z.array(uuidSchema),
  /** Minutes clocked on it on the day by segments already ended (running ones tick on the device). */
  closedMinutes: z.int(),
  createdAt: z.string(),
});
export type BoardWorkOrder = z.infer<typeof boardWorkOrderSchema>;

export const workshopBoardSchema = z.object({
  /** The garage's day shown, YYYY-MM-DD, and its time zone. */
  date: z.string(),
  timeZone: z.string(),
  /** The ETag's value: moves whenever anything on the board does. */
  version: z.string(),
  technicians: z.array(boardTechnicianSchema),
  workOrders: z.array(boardWorkOrderSchema),
  /** The next jobs due: open work orders nobody is on yet, oldest first (at most 10). */
  nextDue: z.array(uuidSchema),
});
export type WorkshopBoard = z.infer<typeof workshopBoardSchema>;

export const assignmentBodySchema = z.object({
  /** The technician to give the job to; null takes it off everyone. */
  technician: z.nullable(uuidSchema),
});
export type AssignmentBody = z.infer<typeof assignmentBodySchema>;

export const assignmentSchema = z.object({
  workOrder: uuidSchema,
  technician: z.nullable(uuidSchema),
  assignedAt: z.string(),
});
export type Assignment = z.infer<typeof assignmentSchema>;
