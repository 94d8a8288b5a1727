import { useEffect, type ReactNode } from 'react';

const APP_NAME = 'Workbay';

/** A screen: its heading, the document title to match, and its content. */
export function Page({
  title,
  intro,
  narrow = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  narrow?: boolean;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} – ${APP_NAME}`;
  }, [title]);
  return (
    <section className={narrow ? 'page page--narrow' : 'page'}>
      <h1 id="page-title" className="page__title" tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="page__intro">{intro}</p>}
      {children}
    </section>
  );
}
