import { createContext, useContext } from 'react';
import type {
  Album,
  BlogSummary,
  Form,
  News,
  Popup,
  ReviewsSummary,
  ServiceSummary,
  SiteEvent,
} from '@atelier/contract';

/** What a services block shows of a service (its card): the page's data carries no more (issue 21). */
export type ServiceCardData = Pick<ServiceSummary, 'id' | 'title' | 'summary' | 'icon' | 'url'>;

/**
 * Data a page may load for its blocks beyond the start-up data: the latest news for a news list block, the
 * latest blog articles for a blog list block.
 * The CMS route fills it from its loader when it has it; blocks fall back to the start-up data otherwise.
 */
export interface BlockPageData {
  news?: News[] | undefined;
  blogArticles?: BlogSummary[] | undefined;
  /** The site's reviews (average, count, latest), for reviews blocks without quotes of their own. */
  reviews?: ReviewsSummary | undefined;
  /** The forms of the page's form blocks, by id. */
  forms?: Record<number, Form> | undefined;
  /** The services of the page's services blocks that read them by tags, by their tags (services-key.ts). */
  services?: Record<string, ServiceCardData[]> | undefined;
  /** The popup the page's popup block opens. */
  popup?: Popup | undefined;
  /** The upcoming events, for an event list block. */
  events?: SiteEvent[] | undefined;
  /** The albums of the page's album blocks. */
  albums?: Album[] | undefined;
}

export const BlockPageDataContext = createContext<BlockPageData>({});

export const useBlockPageData = () => useContext(BlockPageDataContext);
