import { flagEvent, timeOf, type ClockInput, type Segment } from './clock-rules';
import type { ClockFlag } from './schemas';

/**
 * Which closed segments were cut short by another device (issue 47: "closes the earlier at the
 * later start and flags it"). A segment is flagged `overlap-closed` when
 * - the event that ended it came from a device that did not know of it (its `from` names another
 *   clock, or none), or
 * - its own device went on to end it later than it was ended (the first later event that names it
 *   as `from`, or, from a device that does not send `from`, that device's next event).
 * A technician who clocks onto a job on one tablet and onto the next on another, with both online,
 * is neither: the second tablet's `from` names the first clock. The events involved are flagged too.
 */
export function flagOverlaps(
  segments: readonly Segment[],
  events: readonly ClockInput[],
  flags: Map<string, ClockFlag[]>,
) {
  const byId = new Map(events.map((event) => [event.id, event]));
  for (const segment of segments) {
    if (segment.end === null || segment.endEvent === null) continue;
    const started = byId.get(segment.startEvent);
    const ended = byId.get(segment.endEvent);
    if (!started || !ended) continue;
    const stoppedItself = ended.kind === 'job-off' && ended.job !== null && ended.job === segment.job;
    const unaware = !stoppedItself && ended.from !== undefined && ended.from !== segment.startEvent;
    const claim = events.find(
      (event) =>
        event.id !== started.id &&
        timeOf(event) > segment.start &&
        (event.from !== undefined ? event.from === started.id : event.device === started.device),
    );
    const claimedLater = claim !== undefined && claim.id !== ended.id && timeOf(claim) > segment.end;
    if (!unaware && !claimedLater) continue;
    segment.flags.push('overlap-closed');
    flagEvent(flags, started.id, 'overlap-closed');
    flagEvent(flags, ended.id, 'overlap-closed');
    if (claimedLater) flagEvent(flags, claim.id, 'overlap-closed');
  }
}
