import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../ui/spinner';
import { inAppPath } from '../link-target';
import { useSanitisedHtml } from '../use-sanitised-html';

/**
 * Content written by the retailer, as the server's sanitised HTML (sanitised once more here). A
 * link inside it to a page of the app goes through the router, as any other link in the app does:
 * no reload, and an old address is looked up by the not-found page like any other.
 */
export function RichHtml({ html, className = 'rich-text' }: { html: string; className?: string }) {
  const clean = useSanitisedHtml(html);
  const navigate = useNavigate();
  if (clean === null) return <Spinner label="Loading the content" />;

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    const anchor = (event.target as Element).closest('a');
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const to = inAppPath(
      { href: anchor.getAttribute('href') ?? '', target: anchor.target, hasDownload: anchor.hasAttribute('download') },
      event,
      window.location,
    );
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };

  // A click on a link bubbles here; the links themselves stay ordinary links for the keyboard.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
