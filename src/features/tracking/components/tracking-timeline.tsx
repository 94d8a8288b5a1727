import type { TrackingEvent } from '../../../../contract/tracking/schemas';
import { eventTime, windowText } from './tracking-labels';

/** What an event adds to its description: who, which van, the window, who signed, why not. */
function detailsOf(event: TrackingEvent): string[] {
  return [
    event.place && event.kind !== 'ready-to-collect' ? event.place : null,
    event.driver && event.vanRegistration ? `Driver ${event.driver}, van ${event.vanRegistration}` : null,
    event.window ? `Delivery window ${windowText(event.window)}` : null,
    event.signedBy ? `Signed for by ${event.signedBy}` : null,
    event.reason,
    event.parcelNumber && event.kind === 'dispatched'
      ? `${event.carrier ?? 'Parcel'} number ${event.parcelNumber}`
      : null,
  ].filter((detail): detail is string => Boolean(detail));
}

/** An order's events so far, oldest first, the latest marked as where it is now. */
export function TrackingTimeline({ events }: { events: TrackingEvent[] }) {
  return (
    <ol className="tracking__timeline" aria-label="What has happened so far">
      {events.map((event, index) => {
        const latest = index === events.length - 1;
        return (
          <li
            key={`${event.kind}-${event.at}`}
            className={latest ? 'tracking__event tracking__event--latest' : 'tracking__event'}
            aria-current={latest ? 'step' : undefined}
          >
            <time dateTime={event.at} className="tracking__event-time">
              {eventTime(event.at)}
            </time>
            <span className="tracking__event-text">
              <strong>{event.description}</strong>
              {detailsOf(event).map((detail) => (
                <span key={detail} className="tracking__event-detail">
                  {detail}
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
