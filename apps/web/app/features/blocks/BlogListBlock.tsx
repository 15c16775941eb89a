import { useId } from 'react';
import { Link } from 'react-router';
import { BlogArticleGrid } from '../blog/BlogArticleCard.tsx';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { textLink } from './block-styles.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';

/**
 * The blog's latest articles, newest first, up to the block's nbItem, from the page's loader (BlockRenderer's
 * `blogArticles`), each a link to its page, then a link to the blog. Nothing when the blog has none to show
 * (switched off, or empty).
 */
export function BlogListBlock({ block }: BlockProps<'blogList'>) {
  const { t, i18n } = useTranslation('blog');
  const { blogArticles } = useBlockPageData();
  const headingId = useId();
  const items = (blogArticles ?? []).slice(0, block.nbItem);
  if (items.length === 0) return null;
  return (
    <BlockSection type="blogList" labelledBy={headingId}>
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      <div className="mt-10">
        <BlogArticleGrid articles={items} />
      </div>
      <p className="mt-10">
        <Link to={localizePath('/blog', i18n.language)} className={textLink}>
          {t('allArticles')}
        </Link>
      </p>
    </BlockSection>
  );
}
