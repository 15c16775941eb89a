import { useId } from 'react';
import { Link } from 'react-router';
import type { BlockIcon } from '@atelier/contract';
import { servicesKey } from '../services/services-key.ts';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { BlockIconGlyph } from './BlockIconGlyph.tsx';
import { BlockHeading, BlockSection } from './BlockSection.tsx';

interface ServiceCard {
  key: string;
  title: string;
  text: string | null;
  icon: BlockIcon | null;
  /** The service's page, for a card read from the site's services. */
  url?: string;
}

/**
 * What the site offers: one card per service with its icon. With tags, the site's services carrying any of
 * them (the page's loader reads them, BlockRenderer's `services`), each card a link to the service's page;
 * without, the cards written in the block. Three or six cards make rows of three. Nothing without a card.
 */
export function ServicesBlock({ block }: BlockProps<'services'>) {
  const { services } = useBlockPageData();
  const headingId = useId();
  const cards: ServiceCard[] = block.tags
    ? (services?.[servicesKey(block.tags)] ?? []).slice(0, block.nbItem ?? 100).map((service) => ({
        key: String(service.id),
        title: service.title,
        text: service.summary,
        icon: service.icon,
        url: service.url,
      }))
    : (block.items ?? []).map((item) => ({ key: item.title, title: item.title, text: item.text, icon: item.icon }));
  if (cards.length === 0) return null;
  const columns = cards.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <BlockSection type="services" labelledBy={headingId} tone="tinted">
      <BlockHeading id={headingId} align="center">
        {block.title}
      </BlockHeading>
      <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
        {cards.map((card) => (
          <li
            key={card.key}
            className="relative flex flex-col rounded-3xl bg-background p-7 shadow-[0_12px_32px_-20px_rgb(31_19_48/0.35)] ring-1 ring-black/5 has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary"
          >
            {card.icon && (
              <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-primary/12 text-primary">
                <BlockIconGlyph name={card.icon} className="size-8" />
              </span>
            )}
            <h3 className="mt-6 text-2xl leading-snug font-semibold">
              {card.url ? (
                // The whole card is the link's target (its ::after covers it); the title names it.
                <Link
                  to={card.url}
                  className="underline decoration-1 underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-3xl hover:text-primary"
                >
                  {card.title}
                </Link>
              ) : (
                card.title
              )}
            </h3>
            {card.text && <p className="mt-3 leading-relaxed">{card.text}</p>}
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
