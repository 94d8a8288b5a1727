import type { ReactNode } from 'react';
import { Link } from 'react-router';

const points = [
  {
    title: 'One account, every branch',
    text: 'Trade customers switch between their trade accounts without logging out, and see their own branding.',
  },
  {
    title: 'Made for the workshop floor',
    text: 'Large buttons, clear text and a layout that fits a tablet on the bench or a phone in the bay.',
  },
  {
    title: 'Keeps going offline',
    text: 'Workbay installs like an app and opens without a connection; it tells you when you are offline.',
  },
];

/**
 * The landing page for guests: what Workbay is, the way in, and `children` (the vehicle search) before the selling
 * points.
 */
export function GuestWelcome({ children }: { children?: ReactNode }) {
  return (
    <>
      <section className="hero hero--compact">
        <p className="hero__eyebrow">Vehicle parts for trade and retail</p>
        <h1 id="page-title" className="hero__title" tabIndex={-1}>
          Welcome to Workbay
        </h1>
        <p className="hero__text">
          The parts counter for workshops and drivers. Log in to your account, or create one in a minute.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary" to="/account/login">
            Log in
          </Link>
          <Link className="button button--secondary" to="/account/register">
            Create an account
          </Link>
        </div>
      </section>
      {children}
      <ul className="points">
        {points.map((point) => (
          <li key={point.title} className="card point">
            <h2 className="point__title">{point.title}</h2>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
