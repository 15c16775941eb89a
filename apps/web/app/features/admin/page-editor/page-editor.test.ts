import { describe, expect, it } from 'vitest';
import { pageBlockSchema, resolveBlockValue, siteMediaUrl } from '@atelier/contract';
import { BLOCK_TYPES, blockFields, newBlock } from './block-fields.ts';
import { checkBlock, missingEnglish, moved, withValueAt, type DraftBlock } from './block-values.ts';

describe('the block editor read from the block schemas', () => {
  it('knows every block type of the registry', () => {
    expect(BLOCK_TYPES).toHaveLength(pageBlockSchema.options.length);
    expect(BLOCK_TYPES).toContain('hero');
  });

  it('reads each kind of field from the schema', () => {
    const hero = blockFields('hero');
    expect(hero.map((field) => [field.key, field.kind, field.optional])).toEqual([
      ['title', 'localized', false],
      ['subtitle', 'localized', false],
      ['image', 'media', false],
      ['alt', 'localized', false],
      ['cta', 'group', true],
    ]);
    expect(blockFields('richText')[0]).toMatchObject({ kind: 'localized', rich: true });
    expect(blockFields('reviews').find((field) => field.key === 'nbItem')).toMatchObject({
      kind: 'number',
      min: 1,
      max: 12,
      optional: true,
    });
    expect(blockFields('album')[0]).toMatchObject({ kind: 'reference', target: 'album' });
    expect(blockFields('services').find((field) => field.key === 'tags')).toMatchObject({ kind: 'words' });
    expect(blockFields('gallery').find((field) => field.key === 'images')).toMatchObject({ kind: 'list', min: 1 });
    expect(blockFields('imageText').find((field) => field.key === 'imagePosition')).toMatchObject({
      kind: 'choice',
      options: ['left', 'right'],
    });
  });

  it('makes a new block of every type that only lacks what the administrator must choose', () => {
    for (const type of BLOCK_TYPES) {
      const block = newBlock(type, { form: 1, album: 2, popup: 3 }) as DraftBlock;
      const check = checkBlock(block);
      const missing = check.ok ? [] : Object.entries(check.errors).map(([key, error]) => `${key}:${error}`);
      // Only images are left to pick (a file of the site's own).
      expect(
        missing.every((item) => item.endsWith(':image')),
        `${type}: ${missing.join(', ')}`,
      ).toBe(true);
    }
  });
});

describe('block values', () => {
  it('finds the texts written in French only', () => {
    const block = {
      type: 'hero',
      title: { fr_FR: 'Bonjour', en: '' },
      alt: { fr_FR: '', en: '' },
      cta: { label: { fr_FR: 'Go', en: 'Go' } },
    };
    expect(missingEnglish(block)).toEqual([['title']]);
  });

  it('sets a value deep in a block without touching the original', () => {
    const block = { type: 'gallery', images: [{ image: 'a.png', alt: { fr_FR: 'a' } }] };
    const next = withValueAt(block, ['images', 0, 'alt', 'en'], 'an a');
    expect(next.images[0]!.alt).toEqual({ fr_FR: 'a', en: 'an a' });
    expect(block.images[0]!.alt).toEqual({ fr_FR: 'a' });
    expect(withValueAt({ a: 1, b: 2 }, ['b'], undefined)).toEqual({ a: 1 });
  });

  it('moves an item of a list', () => {
    expect(moved(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
  });

  it('names the field a block lacks', () => {
    const check = checkBlock({
      type: 'hero',
      title: { fr_FR: 'x' },
      subtitle: { fr_FR: '' },
      alt: { fr_FR: '' },
      image: '',
    });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors).toEqual({ image: 'image' });
  });
});

describe('the preview draws unsaved blocks as the API answers saved ones', () => {
  it('picks the language (French when English is missing) and turns image paths into /media addresses', () => {
    const block = {
      type: 'imageText',
      title: { fr_FR: 'Atelier', en: 'Workshop' },
      html: { fr_FR: '<p>Bonjour</p>' },
      image: 'pages/mon atelier.svg',
      alt: { fr_FR: 'Un fauteuil', en: 'An armchair' },
      imagePosition: 'left',
    };
    expect(resolveBlockValue(block, 'en', (file) => siteMediaUrl(3, file))).toEqual({
      type: 'imageText',
      title: 'Workshop',
      html: '<p>Bonjour</p>',
      image: '/media/site-3/pages/mon%20atelier.svg',
      alt: 'An armchair',
      imagePosition: 'left',
    });
  });
});
