import type { ServiceDetail, ServicePageStyle } from '@atelier/contract';
import { richText } from '../blocks/block-styles.ts';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { htmlLang } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { useParameter } from '../site/site-data.ts';
import { serviceTrail } from './service-seo.ts';

const serviceText = [richText, '[&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl'].join(' ');

/** SPEC §3 SERVICE_PAGE_STYLE: SPLIT, or CLASSIC (the default, and for any other value). */
function useServicePageStyle(): ServicePageStyle {
  return useParameter('SERVICE_PAGE_STYLE') === 'SPLIT' ? 'SPLIT' : 'CLASSIC';
}

/** The service's realisations: a grid (CLASSIC), or a strip that scrolls sideways on a phone (SPLIT). */
function Realisations({ service, style }: { service: ServiceDetail; style: ServicePageStyle }) {
  const { t } = useTranslation('services');
  if (service.gallery.length === 0) return null;
  const list =
    style === 'SPLIT'
      ? 'flex snap-x gap-4 overflow-x-auto pb-2 [&>li]:w-72 [&>li]:shrink-0 [&>li]:snap-start sm:grid sm:grid-cols-3 sm:overflow-visible sm:[&>li]:w-auto'
      : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';
  return (
    <section aria-labelledby="service-realisations" className="mt-14">
      <h2 id="service-realisations" className="text-3xl font-semibold">
        {t('realisations')}
      </h2>
      <ul className={`mt-6 ${list}`}>
        {service.gallery.map((image) => (
          <li key={image.url}>
            <figure>
              {/* The caption says what the picture shows: an alt repeating it would be read twice. */}
              <ResponsiveImage
                image={image}
                alt=""
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 288px"
                className="aspect-[3/2] w-full rounded-2xl object-cover"
              />
              <figcaption className="mt-2 text-base">{image.alt}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A service's page (SPEC §2 service/realisations page): breadcrumbs, its title and line, its picture, its text
 * and its realisations, laid out by SERVICE_PAGE_STYLE: CLASSIC (the picture across the top, then the text) or
 * SPLIT (the text beside the picture).
 */
export function ServicePageView({ service }: { service: ServiceDetail }) {
  const { t, i18n } = useTranslation('services');
  const style = useServicePageStyle();
  const trail = serviceTrail({ home: t('home') }, i18n.language, service);
  // A service not yet translated is shown in French: its text says which language it is in.
  const textLang = service.lang === i18n.language ? undefined : htmlLang(service.lang);
  const picture = service.image && (
    <ResponsiveImage
      image={service.image}
      sizes={style === 'SPLIT' ? '(min-width: 1024px) 560px, 100vw' : '(min-width: 1200px) 1152px, 100vw'}
      loading="eager"
      fetchPriority="high"
      className={`aspect-[3/2] w-full rounded-3xl object-cover ${style === 'SPLIT' ? '' : 'mt-8'}`}
    />
  );
  const heading = (
    <header>
      {textLang && <p className="mb-4 rounded-xl bg-black/5 px-4 py-3 dark:bg-white/10">{t('notTranslated')}</p>}
      <h1 lang={textLang} className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
        {service.title}
      </h1>
      {service.summary && (
        <p lang={textLang} className="mt-5 text-xl leading-relaxed">
          {service.summary}
        </p>
      )}
    </header>
  );
  const text = <div lang={textLang} className={serviceText} dangerouslySetInnerHTML={{ __html: service.body }} />;
  return (
    <article data-style={style} className="mx-auto max-w-6xl">
      <BlogBreadcrumbs trail={trail} />
      {style === 'SPLIT' ? (
        <div className="mt-8 grid items-start gap-10 lg:grid-cols-2">
          <div>
            {heading}
            <div className="mt-8">{text}</div>
          </div>
          <div className="lg:sticky lg:top-24">{picture}</div>
        </div>
      ) : (
        <div className="mt-8">
          {heading}
          {picture}
          <div className="mx-auto mt-10 max-w-3xl">{text}</div>
        </div>
      )}
      <Realisations service={service} style={style} />
    </article>
  );
}
