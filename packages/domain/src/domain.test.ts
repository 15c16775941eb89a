import { describe, expect, it } from 'vitest';
import { cropText, fontWeight, mediaTypeOf, slugify, stripTags } from './index.ts';

describe('slugify', () => {
  it.each([
    ['Tapissier artisan Vendée', 'tapissier-artisan-vendee'],
    ["L'atelier : fauteuils & canapés !", 'l-atelier-fauteuils-canapes'],
    ['  --Déjà   vu--  ', 'deja-vu'],
    ['Cœur de bœuf', 'coeur-de-boeuf'],
    ['Crème brûlée 2026', 'creme-brulee-2026'],
    ['', ''],
    ['!!!', ''],
  ])('turns %j into %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe('mediaTypeOf', () => {
  it.each([
    ['photo.JPG', 'image'],
    ['logo.svg', 'image'],
    ['a/b/c.jpeg?v=2', 'image'],
    ['image.png', 'image'],
    ['clip.mp4', 'video'],
    ['clip.MOV', 'video'],
    ['old.flv', 'video'],
    ['x.m4v', 'video'],
    ['x.avi', 'video'],
    ['x.wmv', 'video'],
    ['doc.pdf', 'none'],
    ['picture.webp', 'none'],
    ['no-extension', 'none'],
    ['folder.png/file', 'none'],
  ])('%s is %s', (file, expected) => {
    expect(mediaTypeOf(file)).toBe(expected);
  });
});

describe('stripTags', () => {
  it('removes markup and non-breaking spaces', () => {
    expect(stripTags('<p>Prix&nbsp;: <strong>12&#160;€</strong></p>')).toBe('Prix : 12 €');
  });
  it('keeps words apart across block tags and drops scripts', () => {
    expect(stripTags('<h2>Titre</h2><p>Texte</p><script>alert(1)</script>fin')).toBe('Titre Texte fin');
  });
  it('decodes the basic entities', () => {
    expect(stripTags('Tom &amp; Jerry &lt;3')).toBe('Tom & Jerry <3');
  });
});

describe('cropText', () => {
  it('keeps short text whole', () => {
    expect(cropText('court')).toBe('court');
  });
  it('cuts at 120 characters by default on a word boundary', () => {
    const long = 'mot '.repeat(50);
    const cropped = cropText(long);
    expect(cropped.length).toBeLessThanOrEqual(121);
    expect(cropped.endsWith('mot…')).toBe(true);
  });
});

describe('fontWeight', () => {
  it.each([
    ['thin', 100],
    ['extralight', 200],
    ['light', 300],
    ['regular', 400],
    ['medium', 500],
    ['semibold', 600],
    ['Semi-Bold', 600],
    ['bold', 700],
    ['extrabold', 800],
    ['black', 900],
    ['700', 700],
    ['heavy', 400],
    ['', 400],
  ])('%j weighs %i', (name, weight) => {
    expect(fontWeight(name)).toBe(weight);
  });
});
