import type { ReactNode } from 'react';

/** A titled card of the product page (stock, specification, numbers, fitment). */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** One term and its value in a product page's details list. */
export function Row({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}
