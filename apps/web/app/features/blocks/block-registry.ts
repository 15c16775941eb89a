import type { PageBlockType } from '@atelier/contract';
import type { BlockComponent } from './block-props.ts';
import { AlbumBlock } from './AlbumBlock.tsx';
import { BlogListBlock } from './BlogListBlock.tsx';
import { CallToActionBlock } from './CallToActionBlock.tsx';
import { ContactDetailsBlock } from './ContactDetailsBlock.tsx';
import { FormBlock } from './FormBlock.tsx';
import { EventListBlock } from './EventListBlock.tsx';
import { GalleryBlock } from './GalleryBlock.tsx';
import { HeroBlock } from './HeroBlock.tsx';
import { ImageTextBlock } from './ImageTextBlock.tsx';
import { NewsListBlock } from './NewsListBlock.tsx';
import { OpeningHoursBlock } from './OpeningHoursBlock.tsx';
import { PopupBlock } from './PopupBlock.tsx';
import { PromotedNewsBlock } from './PromotedNewsBlock.tsx';
import { ReviewsBlock } from './ReviewsBlock.tsx';
import { RichTextBlock } from './RichTextBlock.tsx';
import { ServicesBlock } from './ServicesBlock.tsx';

/**
 * The component of every block type of the contract (page-blocks.ts). The mapped type makes a new block
 * schema in the contract a type error here until its component is registered.
 */
export const blockRegistry: { [T in PageBlockType]: BlockComponent<T> } = {
  hero: HeroBlock,
  richText: RichTextBlock,
  imageText: ImageTextBlock,
  gallery: GalleryBlock,
  callToAction: CallToActionBlock,
  services: ServicesBlock,
  openingHours: OpeningHoursBlock,
  contactDetails: ContactDetailsBlock,
  promotedNews: PromotedNewsBlock,
  reviews: ReviewsBlock,
  newsList: NewsListBlock,
  blogList: BlogListBlock,
  form: FormBlock,
  popup: PopupBlock,
  eventList: EventListBlock,
  album: AlbumBlock,
};
