/** A sample review (issue 17 item 11): written in one language, as its author left it. */
export interface ReviewSeed {
  /** Unique per site: the review's id under the 'sample' source. */
  key: string;
  rating: number;
  author: string;
  text: string;
  lang: 'fr' | 'en';
  /** ISO 8601 instant. */
  publishedAt: string;
}
