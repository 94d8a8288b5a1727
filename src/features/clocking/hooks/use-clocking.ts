import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo } from 'react';
import { readOr } from '../../../db/app-db';
import type { BayTechnicianRow, ClockEventRow } from '../../../db/clocking';
import { useSession } from '../../../session/use-session';
import { useOnlineStatus } from '../../../sync/online-status';
import { fetchClockEvents } from '../api/clocking-requests';
import { clockEventsOf, forgetOldEvents, keepServerEvents, recordClockEvent, type ClockRequest } from '../clock-store';
import { readDeviceClocks, runningSegment } from '../device-clock';
import { bayTechniciansOf, currentOf } from '../pin-memory';
import { useClockingSettings } from './use-clocking-settings';
import { useNow } from './use-now';

/** What this tablet calls itself in a clock event (the server keeps it for the manager). */
export const DEVICE_NAME = 'Bay tablet';
const DAY_MS = 86_400_000;

const noRows: ClockEventRow[] = [];
const noTechnicians: BayTechnicianRow[] = [];

/**
 * The bay tablet's clocking (issue 47): who is on the tablet, the clock events this device holds
 * read by the contract's rules (ticking while a clock runs), and a way to clock. Online, the
 * server's events of the last day are laid on the device's, so other tablets' clocks count too.
 */
export function useClocking() {
  const { claims } = useSession();
  const userId = claims?.id ?? '';
  const online = useOnlineStatus();
  const rows = useLiveQuery(() => readOr(() => clockEventsOf(userId), noRows), [userId]) ?? noRows;
  const technicians = useLiveQuery(() => readOr(() => bayTechniciansOf(userId), noTechnicians), [userId]);
  const current = currentOf(technicians ?? noTechnicians);
  const settings = useClockingSettings(userId);

  useEffect(() => {
    if (!online || !userId) return;
    fetchClockEvents(new Date(Date.now() - DAY_MS).toISOString())
      .then((events) => keepServerEvents(userId, events))
      .then(() => forgetOldEvents(userId))
      .catch(() => {
        // Offline after all, or not a workshop's user: the device's own clocks stand.
      });
  }, [online, userId]);

  // Ticks only while a clock runs (a clock closed at the shift end stops by itself).
  const ticking = useMemo(
    () => readDeviceClocks(rows, Date.now(), settings).segments.some((s) => s.end === null),
    [rows, settings],
  );
  const now = useNow(ticking);
  const reading = useMemo(() => readDeviceClocks(rows, now, settings), [rows, now, settings]);
  const mine = current ? runningSegment(reading.segments, current.id) : null;

  const clock = useCallback(
    async (request: Omit<ClockRequest, 'technician' | 'from'>) => {
      if (!current) throw new Error('Please switch to your name with your PIN first.');
      // The clock this one ends, as this tablet sees it: the server tells it from another tablet's.
      const from =
        runningSegment(readDeviceClocks(rows, Date.now(), settings).segments, current.id)?.startEvent ?? null;
      return recordClockEvent(
        userId,
        { ...request, technician: current.id, from },
        { device: DEVICE_NAME, technicianName: current.name },
      );
    },
    [current, rows, settings, userId],
  );

  return {
    userId,
    online,
    loading: technicians === undefined,
    technicians: technicians ?? noTechnicians,
    current,
    rows,
    reading,
    now,
    running: mine,
    settings,
    clock,
  };
}

export type Clocking = ReturnType<typeof useClocking>;
