import '../content.css';
import type { ReactNode } from 'react';
import type { MenuLink as MenuLinkData } from '../../../../contract/content/schemas';
import { useFooterMenu } from '../api/content';
import { MenuLink } from './menu-link';

/**
 * The footer menu from the server (GET /storefront/menus/footer.json): a column per heading with
 * its pages. Below the fold, so it loads after the page; offline, the copy last fetched.
 *
 * An item whose address is a fragment ('#cookie-settings') is something the page does rather than
 * a page: it shows as the control `actions` gives for it (composed by app/), and not at all without
 * one, so that no link in the footer does nothing.
 */
export function FooterMenu({ actions = {} }: { actions?: Record<string, ReactNode> }) {
  const footer = useFooterMenu();
  const items = footer.data?.menuItems;
  const entry = (link: MenuLinkData) => {
    if (!link.url.startsWith('#'))
      return (
        <li key={link.id}>
          <MenuLink className="footer-menu__link" url={link.url} label={link.label} />
        </li>
      );
    const action = actions[link.url];
    return action ? <li key={link.id}>{action}</li> : null;
  };
  if (!items || items.length === 0) return null;
  return (
    <nav className="footer-menu" aria-label="Footer">
      {items.map((item) => (
        <section key={item.id} className="footer-menu__column" aria-labelledby={`footer-menu-${item.id}`}>
          <h2 id={`footer-menu-${item.id}`} className="footer-menu__heading">
            {item.label}
          </h2>
          <ul className="footer-menu__list">{(item.children.length > 0 ? item.children : [item]).map(entry)}</ul>
        </section>
      ))}
    </nav>
  );
}
