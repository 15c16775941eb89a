import { z } from '../zod.ts';
import { blogArticleSchema, blogCrumbSchema, blogFolderContentSchema, blogFolderSchema } from '../blog.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuerySchema, type ListSpec } from '../list-query.ts';

const tags = ['blog'];
const id = z.coerce.number().int().positive().max(2_147_483_647);

/** The fields of a folder list (SPEC §7 list language). */
const folderListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    slug: { type: 'string' },
    name: { type: 'string', sortable: true },
    order: { type: 'integer', sortable: true },
    createdAt: { type: 'date', sortable: true },
  },
  defaultOrderBy: 'order',
};

/** The fields of a folder's articles. */
const articleListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    slug: { type: 'string' },
    title: { type: 'string', sortable: true },
    author: { type: 'string' },
    publishedAt: { type: 'date', sortable: true },
  },
  // SPEC §9: blog articles, 12 per page.
  defaultNbItem: 12,
  defaultOrderBy: '-publishedAt',
};

const folderList = listQuerySchema(folderListSpec);
const articleList = listQuerySchema(articleListSpec);

/**
 * SPEC §7 Blog. Every call answers 404 when the site's blog is off (IS_BLOG_ACTIVATED), and for a folder or
 * an article that is not the site's or not published. The optional `{id}` of SPEC's paths is two declarations.
 */
export const blogEndpoints = {
  blogFolders: endpoint({
    method: 'GET',
    path: '/blog/folder/list',
    summary: 'The top folders of the blog, filtered and paged',
    tags,
    query: folderList,
    data: listSchema(blogFolderSchema),
    refusals: [400, 404],
  }),
  blogSubFolders: endpoint({
    method: 'GET',
    path: '/blog/folder/list/:id',
    summary: 'The sub-folders of a folder, filtered and paged',
    tags,
    params: z.object({ id }),
    query: folderList,
    data: listSchema(blogFolderSchema),
    refusals: [400, 404],
  }),
  blogRoot: endpoint({
    method: 'GET',
    path: '/blog/folder',
    summary: "The blog's root: its top folders and every article, newest first, 12 a page",
    tags,
    query: articleList,
    data: blogFolderContentSchema,
    refusals: [400, 404],
  }),
  blogFolder: endpoint({
    method: 'GET',
    path: '/blog/folder/:id',
    summary: "A folder's content: the folder, its sub-folders and its articles, newest first, 12 a page",
    tags,
    params: z.object({ id }),
    query: articleList,
    data: blogFolderContentSchema,
    refusals: [400, 404],
  }),
  blogRootAriane: endpoint({
    method: 'GET',
    path: '/blog/folder/ariane',
    summary: "The breadcrumbs of the blog's root (none: the page adds the blog itself)",
    tags,
    data: z.array(blogCrumbSchema),
    refusals: [404],
  }),
  blogFolderAriane: endpoint({
    method: 'GET',
    path: '/blog/folder/ariane/:id',
    summary: 'The breadcrumbs of a folder: its folders from the top one down to itself',
    tags,
    params: z.object({ id }),
    data: z.array(blogCrumbSchema),
    refusals: [400, 404],
  }),
  blogAriane: endpoint({
    method: 'GET',
    path: '/blog/ariane/:id',
    summary: "The breadcrumbs of an article: its folder's, then the article",
    tags,
    params: z.object({ id }),
    data: z.array(blogCrumbSchema),
    refusals: [400, 404],
  }),
  blogArticle: endpoint({
    method: 'GET',
    path: '/blog/:id',
    summary: 'An article, with its previous and next articles in its folder by date',
    tags,
    params: z.object({ id }),
    data: blogArticleSchema,
    refusals: [400, 404],
  }),
};
