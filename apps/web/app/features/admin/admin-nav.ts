/**
 * The back-office's sections, in the navigation's order: the path under /admin and the message naming it
 * (`admin.nav.<key>`). An area's pages add their section here.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'orders', path: 'orders' },
  { key: 'customers', path: 'customers' },
  { key: 'returns', path: 'returns' },
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
  { key: 'delivery', path: 'settings/delivery' },
  { key: 'payment', path: 'settings/payment' },
  { key: 'albums', path: 'albums' },
  { key: 'forms', path: 'forms' },
  { key: 'events', path: 'events' },
  { key: 'legal', path: 'legal' },
  { key: 'audit', path: 'audit' },
  { key: 'sites', path: 'sites', superAdminOnly: true },
] as const satisfies readonly { key: string; path: string; superAdminOnly?: true }[];

/** The sections an administrator sees: the sites (issue 18 item 7) are the super administrators' alone. */
export const sectionsFor = (role: string) =>
  ADMIN_SECTIONS.filter((section) => !('superAdminOnly' in section) || role === 'SUPER_ADMIN');
