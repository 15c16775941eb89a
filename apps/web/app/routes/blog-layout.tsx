import { Outlet } from 'react-router';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';

/**
 * SPEC §2 `/blog` (and `/en/blog`): the blog's route, whose children show its root (the index) and, through its
 * catch-all child, a folder or an article (routes/blog-page.tsx).
 */
export default function BlogLayout() {
  return <Outlet />;
}

export const ErrorBoundary = GeneralErrorBoundary;
