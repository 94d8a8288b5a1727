import '../content.css';
import { useOnlineStatus } from '../../../sync/online-status';
import { OfflineNotice } from '../../../ui/offline-notice';
import { Spinner } from '../../../ui/spinner';
import { useContentElement, type ContentElementName } from '../api/content';
import { RichHtml } from './rich-html';

/**
 * A named piece of the retailer's content (trade-features §7: 'homepage', 'registration_text',
 * 'haynes_pro_tc') under its title. Nothing when it is missing or cannot be had: the page around
 * it works without it. Offline, the copy last seen (the service worker keeps it).
 */
export function ContentElementBlock({
  name,
  className,
  headingLevel = 2,
  showTitle = true,
  waitingText,
}: {
  name: ContentElementName;
  className?: string;
  headingLevel?: 2 | 3;
  showTitle?: boolean;
  /** Said while offline with no copy yet; nothing is said when left out. */
  waitingText?: string;
}) {
  const element = useContentElement(name);
  const online = useOnlineStatus();
  if (!element.data) {
    if (element.isPending && element.fetchStatus === 'fetching') return <Spinner label="Loading" />;
    if (!online && waitingText) return <OfflineNotice what={waitingText} />;
    return null;
  }
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `content-${name}`;
  return (
    <section
      className={className}
      aria-labelledby={showTitle ? headingId : undefined}
      aria-label={showTitle ? undefined : element.data.title}
    >
      {showTitle && (
        <Heading id={headingId} className="content-element__title">
          {element.data.title}
        </Heading>
      )}
      <RichHtml html={element.data.html} />
    </section>
  );
}
