import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS, ADMIN_SECTIONS, groupsFor, sectionOf } from './admin-nav.ts';

describe('the back-office navigation', () => {
  it('puts every section in exactly one group, so none goes missing from the bar', () => {
    const grouped = ADMIN_GROUPS.flatMap((group) => group.sections as readonly string[]);
    expect([...grouped].sort()).toEqual(ADMIN_SECTIONS.map((section) => section.key).sort());
  });

  it('shows the sites to super administrators only', () => {
    const keys = (role: string) => groupsFor(role).flatMap((group) => group.sections.map((section) => section.key));
    expect(keys('SUPER_ADMIN')).toContain('sites');
    expect(keys('ADMIN')).not.toContain('sites');
    expect(keys('ADMIN')).toContain('orders');
  });

  it('finds the section of a page by the longest path holding it', () => {
    expect(sectionOf('/admin')).toBe('dashboard');
    expect(sectionOf('/admin/')).toBe('dashboard');
    expect(sectionOf('/admin/orders/12')).toBe('orders');
    expect(sectionOf('/admin/settings/site')).toBe('siteSettings');
    expect(sectionOf('/admin/settings/delivery')).toBe('delivery');
    expect(sectionOf('/admin/pages/4/settings')).toBe('pages');
    expect(sectionOf('/admin/made-to-measure/stages')).toBe('madeToMeasure');
    expect(sectionOf('/admin/unknown')).toBeNull();
  });
});
