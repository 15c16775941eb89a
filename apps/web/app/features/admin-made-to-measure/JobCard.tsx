import type { ReactNode } from 'react';

/** One part of the job page: a titled card, stacked on a phone. */
export function JobCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A photo of the job as a thumbnail that opens full size (private API addresses: the admin session opens them). */
export function JobPhoto({ url, width, height, alt }: { url: string; width: number; height: number; alt: string }) {
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-md ring-1 ring-stone-300 focus-visible:outline-3 focus-visible:outline-sky-700"
    >
      <img
        src={url}
        alt={alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
        className="aspect-square h-auto w-full object-cover"
      />
    </a>
  );
}
