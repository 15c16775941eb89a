/**
 * The back-office's sections, in the navigation's order: the path under /admin and the message naming it
 * (`admin.nav.<key>`). An area's pages add their section here.
 */
export const ADMIN_SECTIONS = [
  { key: 'dashboard', path: '' },
  { key: 'orders', path: 'orders' },
  { key: 'customers', path: 'customers' },
  { key: 'returns', path: 'returns' },
  { key: 'products', path: 'products' },
  { key: 'discountCodes', path: 'discount-codes' },
  { key: 'categories', path: 'categories' },
  { key: 'mealIcons', path: 'meal-icons' },
  { key: 'delivery', path: 'settings/delivery' },
  { key: 'payment', path: 'settings/payment' },
  { key: 'siteSettings', path: 'settings/site' },
  { key: 'theme', path: 'theme' },
  { key: 'audit', path: 'audit' },
] as const satisfies readonly { key: string; path: string }[];
