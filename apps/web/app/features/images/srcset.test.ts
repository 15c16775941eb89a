import { describe, expect, it } from 'vitest';
import { cssAspectRatio, imageVariantUrl, isResizable, responsiveSources, variantWidth } from './srcset.ts';

const photo = '/media/site-1/products/coussin%20lin.jpg';

describe('isResizable', () => {
  it.each([
    ['/media/site-1/products/x.jpg', true],
    ['/media/site-1/products/x.JPEG', true],
    ['/media/site-2/news/x.png?v=2', true],
    ['/media/site-1/x.webp', true],
    ['/media/site-1/x.avif', true],
    ['/media/site-1/pages/accueil.svg', false],
    ['/media/site-1/anim.gif', false],
    ['https://cdn.example.com/x.jpg', false],
    ['/assets/logo.png', false],
  ])('%s → %s', (url, expected) => {
    expect(isResizable(url)).toBe(expected);
  });
});

describe('imageVariantUrl', () => {
  it('swaps /media/ for /img/<width>/ and keeps the encoded path', () => {
    expect(imageVariantUrl(photo, 640)).toBe('/img/640/site-1/products/coussin%20lin.jpg');
  });

  it('rounds a width up to the next rendered one, and caps it at the largest', () => {
    expect(variantWidth(1)).toBe(160);
    expect(variantWidth(700)).toBe(800);
    expect(variantWidth(5000)).toBe(1600);
    expect(imageVariantUrl(photo, 1000)).toBe('/img/1200/site-1/products/coussin%20lin.jpg');
  });

  it('answers the original URL of a vector or foreign image', () => {
    expect(imageVariantUrl('/media/site-1/pages/a.svg', 640)).toBe('/media/site-1/pages/a.svg');
    expect(imageVariantUrl('https://example.com/a.jpg', 640)).toBe('https://example.com/a.jpg');
  });
});

describe('responsiveSources', () => {
  it('lists the rendered widths up to an 800 px original, src in the middle', () => {
    expect(responsiveSources('/media/site-1/products/x.jpg', 800)).toEqual({
      src: '/img/480/site-1/products/x.jpg',
      srcSet: [160, 320, 480, 640, 800].map((w) => `/img/${w}/site-1/products/x.jpg ${w}w`).join(', '),
    });
  });

  it('never offers a width past the original, but describes the next one up at the original width', () => {
    const { srcSet } = responsiveSources('/media/site-1/x.jpg', 1000);
    expect(srcSet.split(', ').at(-2)).toBe('/img/800/site-1/x.jpg 800w');
    expect(srcSet.split(', ').at(-1)).toBe('/img/1200/site-1/x.jpg 1000w');
    expect(responsiveSources('/media/site-1/tiny.png', 90)).toEqual({
      src: '/img/160/site-1/tiny.png',
      srcSet: '/img/160/site-1/tiny.png 90w',
    });
  });

  it('stops at the largest rendered width for a huge original', () => {
    const { src, srcSet } = responsiveSources('/media/site-1/x.jpg', 4000);
    expect(srcSet.split(', ')).toHaveLength(7);
    expect(srcSet.endsWith('/img/1600/site-1/x.jpg 1600w')).toBe(true);
    expect(src).toBe('/img/640/site-1/x.jpg');
  });

  it('gives the plain URL of an SVG, or of an image of unknown width', () => {
    expect(responsiveSources('/media/site-1/pages/a.svg', 1600)).toEqual({
      src: '/media/site-1/pages/a.svg',
      srcSet: '',
    });
    expect(responsiveSources('/media/site-1/a.jpg', 0)).toEqual({ src: '/media/site-1/a.jpg', srcSet: '' });
  });
});

describe('cssAspectRatio', () => {
  it.each([
    ['2-3', '2 / 3'],
    ['3/2', '3 / 2'],
    ['16:9', '16 / 9'],
    ['1', '1 / 1'],
    [' 4 - 5 ', '4 / 5'],
    ['', null],
    ['0-3', null],
    ['portrait', null],
    [undefined, null],
  ])('%s → %s', (aspect, expected) => {
    expect(cssAspectRatio(aspect)).toBe(expected);
  });
});
