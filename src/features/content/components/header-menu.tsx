import '../content.css';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../../contract/content/schemas';
import { useHeaderMenu } from '../api/content';
import { MenuLink } from './menu-link';

/** The row the menu takes before it has items: as tall as the loaded row (no layout shift). */
function HeaderMenuShell() {
  return <div className="site-menu-shell" aria-hidden="true" />;
}

function Entry({
  item,
  expanded,
  onToggle,
}: {
  item: MenuItem;
  expanded: boolean;
  onToggle: (id: string | null) => void;
}) {
  const button = useRef<HTMLButtonElement>(null);
  const subId = `site-menu-${item.id}`;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.stopPropagation();
    onToggle(null);
    button.current?.focus();
  };
  return (
    <li className="site-menu__item" onKeyDown={onKeyDown}>
      <MenuLink className="site-menu__link" url={item.url} label={item.label} />
      {item.children.length > 0 && (
        <>
          <button
            ref={button}
            type="button"
            className="site-menu__more"
            aria-expanded={expanded}
            aria-controls={subId}
            onClick={() => onToggle(expanded ? null : item.id)}
          >
            <span aria-hidden="true" className="site-menu__chevron" />
            <span className="visually-hidden">{`${item.label}: more pages`}</span>
          </button>
          <ul id={subId} className="site-menu__sub" hidden={!expanded}>
            {item.children.map((child) => (
              <li key={child.id}>
                <MenuLink className="site-menu__sublink" url={child.url} label={child.label} />
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}

/**
 * The header menu from the server (storefront-core §7), which leaves out the categories holding no
 * part for the active vehicle. Wide screens show its items in a row, each with a button opening
 * its pages; tablets and phones show a Menu button that opens the list. Escape, a click elsewhere
 * or a new page closes what is open. Offline, the copy last fetched is shown (the service worker
 * keeps it); before any copy, nothing but the empty row.
 */
export function HeaderMenu({ vehicleChosen }: { vehicleChosen: boolean }) {
  const menu = useHeaderMenu(vehicleChosen);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [shownAt, setShownAt] = useState(pathname);
  const nav = useRef<HTMLElement>(null);
  if (shownAt !== pathname) {
    setShownAt(pathname);
    setOpen(false);
    setExpanded(null);
  }

  useEffect(() => {
    if (!open && expanded === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (nav.current && !nav.current.contains(event.target as Node)) {
        setOpen(false);
        setExpanded(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, expanded]);

  const items = menu.data;
  if (!items || items.length === 0) return <HeaderMenuShell />;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      nav.current?.querySelector<HTMLButtonElement>('.site-menu__toggle')?.focus();
    }
  };

  return (
    <nav ref={nav} className="site-menu" aria-label="Parts and guides" onKeyDown={onKeyDown}>
      <button
        type="button"
        className="site-menu__toggle button button--secondary"
        aria-expanded={open}
        aria-controls="site-menu-list"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true" className="site-menu__burger" />
        Menu
      </button>
      {/* A link followed closes the menu, even to the page already shown. */}
      <ul
        id="site-menu-list"
        className={open ? 'site-menu__list site-menu__list--open' : 'site-menu__list'}
        onClick={(event) => {
          if (!(event.target as Element).closest('a')) return;
          setOpen(false);
          setExpanded(null);
        }}
      >
        {items.map((item) => (
          <Entry key={item.id} item={item} expanded={expanded === item.id} onToggle={setExpanded} />
        ))}
      </ul>
    </nav>
  );
}
