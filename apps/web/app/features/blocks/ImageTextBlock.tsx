import { useId } from 'react';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { imageLoading, richText } from './block-styles.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** Half the content column (72rem less the gap) from the two-column layout up, the screen's width below. */
const IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 996px) 50vw, 100vw';

/** An illustration beside a titled text; the image side alternates as stored, and stacks first on phones. */
export function ImageTextBlock({ block, position }: BlockProps<'imageText'>) {
  const headingId = useId();
  return (
    <BlockSection type="imageText" labelledBy={headingId}>
      <div className="grid items-center gap-10 md:grid-cols-2 lg:gap-16">
        <div className={block.imagePosition === 'right' ? 'md:order-2' : undefined}>
          <ResponsiveImage
            image={{ url: block.image, alt: block.alt, width: 1200, height: 800 }}
            sizes={IMAGE_SIZES}
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-[0_24px_48px_-24px_rgb(31_19_48/0.45)]"
            {...imageLoading(position)}
          />
        </div>
        <div>
          <BlockHeading id={headingId}>{block.title}</BlockHeading>
          <div className={`${richText} mt-8`} dangerouslySetInnerHTML={{ __html: block.html }} />
        </div>
      </div>
    </BlockSection>
  );
}
