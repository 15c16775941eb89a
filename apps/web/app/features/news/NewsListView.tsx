import type { List, News } from '@atelier/contract';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { NewsCard } from '../blocks/NewsCard.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { Pagination } from '../shop/Pagination.tsx';
import { newsTrail } from './news-seo.ts';

/** The news list: newest first, 10 a page, each card linking to its item's page. */
export function NewsListView({ news, page, pages }: { news: List<News>; page: number; pages: number }) {
  const { t, i18n } = useTranslation('blocks');
  const trail = newsTrail({ home: t('news.home'), news: t('news.title') }, i18n.language);
  return (
    <div>
      <BlogBreadcrumbs trail={trail} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
          {t('news.title')}
          {page > 1 && <span className="sr-only"> – {t('news.pageNumber', { page })}</span>}
        </h1>
      </header>
      {news.items.length === 0 ? (
        <p className="mt-8 text-lg">{t('news.empty')}</p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {news.items.map((item, index) => (
            <li key={item.id}>
              <NewsCard news={item} layout="stacked" position={index === 0 ? 0 : 1} headingLevel={2} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
