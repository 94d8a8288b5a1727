import type { ClockEvent, RecordClockEvent } from '../../contract/clocking/schemas';

/**
 * A clock event as the bay tablet keeps it (issue 47): what it sent (or will send), the server's
 * answer once it has one (its flags, its time of receipt), and a refusal in the server's words.
 * Events are append-only: a row is written once and only the server's answer is laid on it.
 */
export interface ClockEventRow {
  id: string;
  /** The logged-in user whose outbox sends it. */
  userId: string;
  event: RecordClockEvent;
  server: ClockEvent | null;
  problem: string | null;
}

/**
 * A technician the tablet has seen verify their PIN online: a slow salted hash of the PIN, so the
 * tablet can switch to them offline for a while (docs/decisions/111-bay-tablet-pin-offline.md).
 * `selectedAt` marks who is on the tablet now (the latest).
 */
export interface BayTechnicianRow {
  id: string;
  userId: string;
  name: string;
  role: 'technician' | 'manager';
  salt: string | null;
  pinHash: string | null;
  verifiedAt: number;
  selectedAt: number;
}
