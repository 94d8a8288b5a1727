import '../content.css';
import { useFooterMenu } from '../api/content';
import { MenuLink } from './menu-link';

/**
 * The footer menu from the server (GET /storefront/menus/footer.json): a column per heading with
 * its pages. Below the fold, so it loads after the page; offline, the copy last fetched.
 */
export function FooterMenu() {
  const footer = useFooterMenu();
  const items = footer.data?.menuItems;
  if (!items || items.length === 0) return null;
  return (
    <nav className="footer-menu" aria-label="Footer">
      {items.map((item) => (
        <section key={item.id} className="footer-menu__column" aria-labelledby={`footer-menu-${item.id}`}>
          <h2 id={`footer-menu-${item.id}`} className="footer-menu__heading">
            {item.label}
          </h2>
          <ul className="footer-menu__list">
            {(item.children.length > 0 ? item.children : [item]).map((link) => (
              <li key={link.id}>
                <MenuLink className="footer-menu__link" url={link.url} label={link.label} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
