import type { BlogArticle, BlogCrumb } from '@atelier/contract';
import { richText } from '../blocks/block-styles.ts';
import { displayDate } from '../blocks/display-date.ts';
import { NeighbourLinks } from '../blocks/NeighbourLinks.tsx';
import { htmlLang } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { BlogBreadcrumbs } from './BlogBreadcrumbs.tsx';
import { BlogShareLinks } from './BlogShareLinks.tsx';
import { breadcrumbTrail } from './blog-seo.ts';

/** The article's text: the blocks' rich text, plus its figures, quotes and numbered lists. */
const articleText = [
  richText,
  '[&_figure]:my-10 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl',
  '[&_figcaption]:mt-3 [&_figcaption]:text-base [&_figcaption]:italic',
  '[&_blockquote]:my-8 [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-6 [&_blockquote]:text-xl [&_blockquote]:italic',
].join(' ');

/** The column of the article (48rem), full width below. */
const IMAGE_SIZES = '(min-width: 820px) 768px, 100vw';

/**
 * One article (SPEC §2 the blog's catch-all child): breadcrumbs, title, date, author and reading time, its
 * illustration, its rich text with images, share links, and the previous and next articles of its folder.
 */
export function BlogArticleView({
  article,
  crumbs,
  origin,
}: {
  article: BlogArticle;
  crumbs: BlogCrumb[];
  origin: string;
}) {
  const { t, i18n } = useTranslation('blog');
  const trail = breadcrumbTrail(crumbs, { home: t('home'), blog: t('title') }, i18n.language);
  // An article not yet translated is shown in French: its text says which language it is in.
  const textLang = article.lang === i18n.language ? undefined : htmlLang(article.lang);
  return (
    <div className="mx-auto max-w-3xl">
      <BlogBreadcrumbs trail={trail} />
      <article className="mt-8">
        <header>
          {textLang && <p className="mb-4 rounded-xl bg-black/5 px-4 py-3 dark:bg-white/10">{t('notTranslated')}</p>}
          <h1 lang={textLang} className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
            {article.title}
          </h1>
          <p className="mt-5 flex flex-wrap gap-x-3 gap-y-1 text-base">
            <span>
              {t('publishedOn')} <time dateTime={article.publishedAt}>{displayDate(article.publishedAt)}</time>
            </span>
            {article.author && (
              <>
                <span aria-hidden="true">·</span>
                <span>{t('by', { author: article.author })}</span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <span>{t('readingTime', { minutes: article.readingTime })}</span>
          </p>
          {article.summary && (
            <p lang={textLang} className="mt-6 text-xl leading-relaxed font-semibold">
              {article.summary}
            </p>
          )}
          {article.image && (
            <ResponsiveImage
              image={article.image}
              sizes={IMAGE_SIZES}
              loading="eager"
              fetchPriority="high"
              className="mt-8 aspect-[3/2] w-full rounded-3xl object-cover"
            />
          )}
        </header>
        <div lang={textLang} className={`${articleText} mt-10`} dangerouslySetInnerHTML={{ __html: article.body }} />
        <footer className="mt-14 border-t border-black/10 pt-8 dark:border-white/15">
          <BlogShareLinks
            url={origin + article.url}
            title={article.title}
            image={article.image ? origin + article.image.url : null}
          />
          <NeighbourLinks
            label={t('neighbours')}
            previous={article.previous}
            next={article.next}
            previousLabel={t('previous')}
            nextLabel={t('next')}
            className="mt-10"
          />
        </footer>
      </article>
    </div>
  );
}
