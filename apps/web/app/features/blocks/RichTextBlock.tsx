import type { BlockProps } from './block-props.ts';
import { BlockSection } from './BlockSection.tsx';
import { richText } from './block-styles.ts';

/** HTML written in the back office, in a comfortable reading column. */
export function RichTextBlock({ block }: BlockProps<'richText'>) {
  return (
    <BlockSection type="richText" width="text">
      <div className={richText} dangerouslySetInnerHTML={{ __html: block.html }} />
    </BlockSection>
  );
}
