import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const render = (props: ComponentProps<typeof ResponsiveImage>) =>
  renderToStaticMarkup(createElement(ResponsiveImage, props));

const photo = { url: '/media/site-1/products/x.jpg', alt: 'Coussin en lin', width: 800, height: 1200 };

describe('ResponsiveImage', () => {
  it('offers the rendered widths of a photo, with its size, lazily by default', () => {
    const html = render({ image: photo, sizes: '(min-width: 996px) 33vw, 100vw' });
    expect(html).toContain('sizes="(min-width: 996px) 33vw, 100vw"');
    expect(html).toContain('srcSet="/img/160/site-1/products/x.jpg 160w, /img/320/site-1/products/x.jpg 320w,');
    expect(html).toContain('/img/800/site-1/products/x.jpg 800w"');
    expect(html).toContain('src="/img/480/site-1/products/x.jpg"');
    expect(html).toContain('width="800" height="1200"');
    expect(html).toContain('alt="Coussin en lin"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('decoding="async"');
  });

  it('loads the largest paint at once, at high priority', () => {
    const html = render({ image: photo, sizes: '100vw', loading: 'eager', fetchPriority: 'high', alt: '' });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain('decoding');
    expect(html).toContain('alt=""');
  });

  it('frames the image in a forced aspect ratio', () => {
    expect(render({ image: photo, sizes: '100vw', aspect: '2-3' })).toContain(
      'style="aspect-ratio:2 / 3;object-fit:cover"',
    );
  });

  it('sends an SVG as its plain URL', () => {
    const html = render({ image: { ...photo, url: '/media/site-1/pages/a.svg' }, sizes: '100vw' });
    expect(html).toContain('src="/media/site-1/pages/a.svg"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes');
  });
});
