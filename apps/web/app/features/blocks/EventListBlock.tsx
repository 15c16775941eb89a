import { useId } from 'react';
import { EventCard } from '../events/EventCard.tsx';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';

/**
 * The upcoming events, soonest first, up to the block's nbItem, from the page's loader (BlockRenderer's
 * `events`), each a link to its page where one registers. Nothing when none is to come.
 */
export function EventListBlock({ block }: BlockProps<'eventList'>) {
  const { events } = useBlockPageData();
  const headingId = useId();
  const items = (events ?? []).slice(0, block.nbItem);
  if (items.length === 0) return null;
  return (
    <BlockSection type="eventList" labelledBy={headingId}>
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
