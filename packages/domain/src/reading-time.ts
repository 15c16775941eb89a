import { stripTags } from './text.ts';

/**
 * An adult reads about 200 words a minute on a screen (French and English alike, unhurried reading of a
 * practical text): the figure the blog's reading time is computed with.
 */
export const WORDS_PER_MINUTE = 200;

/** The words of a rich text: runs of characters between spaces that hold a letter or a digit. */
export function wordCount(html: string): number {
  return stripTags(html)
    .split(' ')
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** An article's reading time in whole minutes, rounded up; never less than one. */
export function readingMinutes(html: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(wordCount(html) / wordsPerMinute));
}
