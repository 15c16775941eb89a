import { useId } from 'react';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { OpeningHoursList } from './OpeningHoursList.tsx';

/** The workshop's opening hours (MONDAY_HOURS…SUNDAY_HOURS), today highlighted once the page is live. */
export function OpeningHoursBlock({ block }: BlockProps<'openingHours'>) {
  const headingId = useId();
  return (
    <BlockSection type="openingHours" labelledBy={headingId} width="text">
      <BlockHeading id={headingId} align="center">
        {block.title}
      </BlockHeading>
      <OpeningHoursList className="mx-auto mt-10 max-w-xl overflow-hidden rounded-3xl text-lg ring-1 ring-black/10" />
    </BlockSection>
  );
}
