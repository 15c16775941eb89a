import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { textLink } from '../blocks/block-styles.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { ordersPath, type MissingReturn } from './order-paths.ts';

/**
 * The error page of an order's pages: an order that is not the visitor's, or a mailed link that is forged or
 * expired (the API answers 404 to both, and so does the page), says so and where to go.
 */
export function OrderErrorBoundary() {
  const error = useRouteError();
  const { token } = useParams();
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status !== 404) console.error(error);
  const missingReturn = isRouteErrorResponse(error)
    ? (error.data as MissingReturn | null)?.missing === 'return'
    : false;
  const [title, text] =
    status !== 404
      ? [t('error.title'), t('error.text')]
      : missingReturn
        ? [t('error.returnNotFoundTitle'), t('error.returnNotFoundText')]
        : token !== undefined
          ? [t('error.linkTitle'), t('error.linkText')]
          : [t('error.notFoundTitle'), t('error.notFoundText')];
  const [back, backText] = missingReturn
    ? [(error as { data: MissingReturn }).data.orderUrl, t('error.order')]
    : token !== undefined
      ? [localizePath('/', locale), t('error.home')]
      : [ordersPath(locale), t('error.orders')];
  return (
    // The page's loader did not answer its layout: the application pages' centred column, set here.
    <div className="site-column" data-testid="order-error">
      <div className="max-w-2xl space-y-6 py-16">
        <title>{title}</title>
        <meta name="robots" content="noindex" />
        <h1 className="text-4xl leading-tight font-semibold">{title}</h1>
        <p className="text-lg">{text}</p>
        <p>
          <Link to={back} className={textLink}>
            {backText}
          </Link>
        </p>
      </div>
    </div>
  );
}
