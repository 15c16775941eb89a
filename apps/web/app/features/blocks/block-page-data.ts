import { createContext, useContext } from 'react';
import type { Album, BlogSummary, News } from '@atelier/contract';

/**
 * Data a page may load for its blocks beyond the start-up data: the latest news for a news list block, the
 * latest blog articles for a blog list block.
 * The CMS route fills it from its loader when it has it; blocks fall back to the start-up data otherwise.
 */
export interface BlockPageData {
  news?: News[] | undefined;
  blogArticles?: BlogSummary[] | undefined;
  /** The albums of the page's album blocks. */
  albums?: Album[] | undefined;
}

export const BlockPageDataContext = createContext<BlockPageData>({});

export const useBlockPageData = () => useContext(BlockPageDataContext);
