import { useMemo } from 'react';
import { useStartup } from '../site/site-data.ts';
import { productPageSettings, type ProductPageSettings } from './product-settings.ts';

/** The product page's settings from the site's parameters (root loader data). */
export function useProductSettings(): ProductPageSettings {
  const { parameters } = useStartup();
  return useMemo(() => productPageSettings(parameters), [parameters]);
}
