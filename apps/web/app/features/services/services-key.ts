/** The key of a services block's list in the page's data: its tags, sorted, comma-separated ('' for all). */
export const servicesKey = (tags: readonly string[]) =>
  [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))].sort().join(',');
