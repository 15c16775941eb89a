import { useId } from 'react';
import type { BlogCrumb, BlogFolderContent } from '@atelier/contract';
import { BlockHeading } from '../blocks/BlockSection.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { Pagination } from '../shop/Pagination.tsx';
import { BlogArticleGrid } from './BlogArticleCard.tsx';
import { BlogBreadcrumbs } from './BlogBreadcrumbs.tsx';
import { BlogFolderCard } from './BlogFolderCard.tsx';
import { breadcrumbTrail } from './blog-seo.ts';

interface BlogFolderViewProps {
  content: BlogFolderContent;
  crumbs: BlogCrumb[];
  page: number;
  pages: number;
}

/**
 * The blog's root or one of its folders (SPEC §3 Blog folder content): breadcrumbs, its name and description,
 * its sub-folders, then its articles, newest first, 12 a page with links to the other pages.
 */
export function BlogFolderView({ content, crumbs, page, pages }: BlogFolderViewProps) {
  const { t, i18n } = useTranslation('blog');
  const foldersId = useId();
  const articlesId = useId();
  const { folder, folders, blogs } = content;
  const trail = breadcrumbTrail(crumbs, { home: t('home'), blog: t('title') }, i18n.language);
  return (
    <div>
      <BlogBreadcrumbs trail={trail} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
          {folder?.name ?? t('title')}
          {page > 1 && <span className="sr-only"> – {t('pageNumber', { page })}</span>}
        </h1>
        <p className="mt-4 text-lg leading-relaxed">{folder ? folder.description : t('description')}</p>
      </header>
      {folders.length > 0 && page === 1 && (
        <section aria-labelledby={foldersId} className="mt-12">
          <BlockHeading id={foldersId}>{folder ? t('subFolders') : t('folders')}</BlockHeading>
          <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {folders.map((child, index) => (
              <li key={child.id}>
                <BlogFolderCard folder={child} eager={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby={articlesId} className="mt-14">
        <BlockHeading id={articlesId}>{folder ? t('articles') : t('latest')}</BlockHeading>
        {blogs.items.length === 0 ? (
          <p className="mt-8 text-lg">{t('empty')}</p>
        ) : (
          <div className="mt-8">
            <BlogArticleGrid articles={blogs.items} eagerFirst={folders.length === 0 || page > 1} />
          </div>
        )}
        <Pagination page={page} pages={pages} />
      </section>
    </div>
  );
}
