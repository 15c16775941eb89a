import { useCallback, useMemo } from 'react';
import { useMatches } from 'react-router';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract/locales';
import { linguiOf, type CompiledMessages } from '../i18n/use-translation.ts';

/** What the admin layout's loader sends: the back-office's messages of the page's language, and who is logged. */
export interface AdminFrameData {
  locale: Locale;
  adminMessages: CompiledMessages;
  admin: { id: number; email: string; firstname: string | null; lastname: string | null; role: string };
  siteName: string;
  /** The site being edited: where its files are served (/media/site-<id>/…). */
  siteId: number | null;
  /** The sites a super administrator may switch to (issue 18 item 7); none for a plain ADMIN. */
  sites: { id: number; name: string }[];
}

/** The admin frame's data, from whichever locale's admin layout matched (`admin___fr_FR`, `admin___en`). */
export function useAdminFrame(): AdminFrameData | undefined {
  const matches = useMatches();
  return matches.find((match) => match.id.startsWith('admin___'))?.loaderData as AdminFrameData | undefined;
}

/**
 * The back-office's messages, as `useTranslation` gives the site's: `const { t } = useAdminTranslation('admin-orders')`.
 * A missing message shows its key.
 */
export function useAdminTranslation(namespace = 'admin') {
  const frame = useAdminFrame();
  const language = frame?.locale ?? DEFAULT_LOCALE;
  const messages = frame?.adminMessages;
  const i18n = useMemo(() => linguiOf(language, messages ?? {}), [language, messages]);
  const t = useCallback(
    (key: string, values?: Record<string, unknown>) => {
      const id = `${namespace}.${key}`;
      const text = i18n._(id, values);
      return text === id ? key : text;
    },
    [i18n, namespace],
  );
  return { t, locale: language };
}
