import type { MouseEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { MenuPage } from '@atelier/contract';
import { pageTarget } from './menu-pages.ts';

interface MenuLinkProps {
  page: MenuPage;
  active: 'page' | 'ancestor' | null;
  className?: string;
  children?: ReactNode;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** A menu entry's link: a client-side route link inside the site, a plain link outside it. */
export function MenuLink({ page, active, className, children, onClick }: MenuLinkProps) {
  const { href, external } = pageTarget(page);
  const content = children ?? page.menuTitle;
  if (external) {
    return (
      <a href={href} className={className} rel="noopener" onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <Link
      to={href}
      className={className}
      aria-current={active === 'page' ? 'page' : undefined}
      data-ancestor={active === 'ancestor' ? '' : undefined}
      onClick={onClick}
    >
      {content}
    </Link>
  );
}
