/**
 * The back-office's sections, in the navigation's order: the path under /admin and the message naming it
 * (`admin.nav.<key>`). An area's pages add their section here.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'orders', path: 'orders' },
  { key: 'customers', path: 'customers' },
  { key: 'returns', path: 'returns' },
  { key: 'madeToMeasure', path: 'made-to-measure' },
  { key: 'pages', path: 'pages' },
  { key: 'products', path: 'products' },
  { key: 'discountCodes', path: 'discount-codes' },
  { key: 'categories', path: 'categories' },
  { key: 'mealIcons', path: 'meal-icons' },
  { key: 'news', path: 'news' },
  { key: 'blog', path: 'blog' },
  { key: 'services', path: 'services' },
  { key: 'popups', path: 'popups' },
  { key: 'reviews', path: 'reviews' },
  { key: 'menus', path: 'menus' },
  { key: 'delivery', path: 'settings/delivery' },
  { key: 'payment', path: 'settings/payment' },
  { key: 'albums', path: 'albums' },
  { key: 'forms', path: 'forms' },
  { key: 'events', path: 'events' },
  { key: 'legal', path: 'legal' },
  { key: 'siteSettings', path: 'settings/site' },
  { key: 'theme', path: 'theme' },
  { key: 'audit', path: 'audit' },
  { key: 'sites', path: 'sites', superAdminOnly: true },
] as const satisfies readonly { key: string; path: string; superAdminOnly?: true }[];

/** The sections an administrator sees: the sites (issue 18 item 7) are the super administrators' alone. */
export const sectionsFor = (role: string) =>
  ADMIN_SECTIONS.filter((section) => !('superAdminOnly' in section) || role === 'SUPER_ADMIN');

/**
 * The sections by what an owner comes to do (issue 18: some thirty sections would not fit a phone's bar): the
 * navigation shows the groups, then the sections of the group of the page open. A group's message is
 * `admin.nav.group.<key>`; its link opens its first section.
 */
export const ADMIN_GROUPS = [
  { key: 'sales', sections: ['dashboard', 'orders', 'madeToMeasure', 'customers', 'returns'] },
  { key: 'catalogue', sections: ['products', 'discountCodes', 'categories', 'mealIcons'] },
  { key: 'website', sections: ['pages', 'menus', 'theme', 'siteSettings', 'legal'] },
  { key: 'contents', sections: ['news', 'blog', 'albums', 'forms', 'events', 'services', 'popups', 'reviews'] },
  { key: 'settings', sections: ['delivery', 'payment', 'audit', 'sites'] },
] as const satisfies readonly { key: string; sections: readonly (typeof ADMIN_SECTIONS)[number]['key'][] }[];

type Section = ReturnType<typeof sectionsFor>[number];

/** The groups an administrator sees, each with its sections (in the groups' order), empty groups left out. */
export function groupsFor(role: string) {
  const sections = sectionsFor(role);
  return ADMIN_GROUPS.map((group) => ({
    key: group.key,
    sections: group.sections
      .map((key) => sections.find((section) => section.key === key))
      .filter((section): section is Section => section !== undefined),
  })).filter((group) => group.sections.length > 0);
}

/** The section a back-office path (`/admin/…`, no language prefix) is in: the longest path that holds it. */
export function sectionOf(path: string): string | null {
  const rest = path.replace(/^\/admin\/?/, '').replace(/\/$/, '');
  let found: { key: string; path: string } | null = null;
  for (const section of ADMIN_SECTIONS) {
    const inside = section.path === '' ? rest === '' : rest === section.path || rest.startsWith(`${section.path}/`);
    if (inside && (!found || section.path.length > found.path.length)) found = section;
  }
  return found?.key ?? null;
}
