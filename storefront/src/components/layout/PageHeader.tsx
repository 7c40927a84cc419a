import type { ReactNode } from 'react';

/** A page's title block. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="container-page pt-6 pb-10">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1 className="mt-2 max-w-4xl text-4xl font-semibold sm:text-5xl">{title}</h1>
      {children && <div className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{children}</div>}
    </header>
  );
}
