import { NavLink } from 'react-router';
import { menuLinkTarget } from '../link-target';

/** A link of a menu from the server: through the router for the app's pages, plain for anything else. */
export function MenuLink({ url, label, className }: { url: string; label: string; className: string }) {
  const target = menuLinkTarget(url);
  if (target.kind === 'browser')
    return (
      <a className={className} href={target.href}>
        {label}
      </a>
    );
  return (
    <NavLink className={className} to={target.to} end>
      {label}
    </NavLink>
  );
}
