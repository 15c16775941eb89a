import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation, useMatches } from 'react-router';
import { LOCALES, type Locale } from '@atelier/contract/locales';
import { htmlLang, localeCookie } from '../i18n/locale.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons.tsx';
import { pathInLocale } from './language-switch.ts';

interface LanguageOption {
  code: Locale;
  label: string;
  /** Two-letter code shown in tight places: FR, EN. */
  short: string;
  href: string;
  current: boolean;
}

const LANGUAGE_LIST_ID = 'language-menu-list';

const FALLBACK_LABELS: Record<Locale, string> = { fr_FR: 'Français', en: 'English' };

/**
 * A route that knows its own address in each language (a product's slug differs by language) gives it as
 * `languageUrls` in its loader data; the deepest one wins.
 */
function useRouteLanguageUrls(): Partial<Record<Locale, string>> | null {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const urls = (match.loaderData as { languageUrls?: Partial<Record<Locale, string>> } | undefined)?.languageUrls;
    if (urls) return urls;
  }
  return null;
}

/** The site's languages, each with the current page's URL in that language. */
function useLanguageOptions(): LanguageOption[] {
  const { siteInfo, menu } = useStartup();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const routeUrls = useRouteLanguageUrls();
  const languages = siteInfo?.languages.filter((language) => language.isValid) ?? [];
  const list = languages.length
    ? languages.map((language) => ({ code: language.code, label: language.label }))
    : LOCALES.map((code) => ({ code, label: FALLBACK_LABELS[code] }));
  return list.map(({ code, label }) => ({
    code,
    label,
    short: code.slice(0, 2).toUpperCase(),
    href: (routeUrls?.[code] ?? pathInLocale(menu, pathname, locale, code)) + search,
    current: code === locale,
  }));
}

/**
 * A link to the page in a language, written in that language (lang, hreflang). The short form's name is the
 * code it shows (FR, EN: the visible label is the spoken one); the language's name comes as its title.
 */
function LanguageLink({
  option,
  className,
  title,
  children,
  onNavigate,
}: {
  option: LanguageOption;
  className: string;
  title?: string;
  children: ReactNode;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to={option.href}
      hrefLang={htmlLang(option.code)}
      lang={htmlLang(option.code)}
      aria-current={option.current ? 'true' : undefined}
      title={title}
      className={className}
      onClick={() => {
        // SPEC §2: the chosen language is remembered (365-day cookie) for the visitor's next visit.
        document.cookie = localeCookie(option.code);
        onNavigate?.();
      }}
    >
      {children}
    </Link>
  );
}

export type LanguageMenuVariant = 'dropdown' | 'inline' | 'compact';

/**
 * The language switch: to the same page in the other language (issue 3 item 1). 'dropdown' (LANG_MENU_STYLE)
 * is a button opening the list; 'inline' lists every language; 'compact', for the mobile
 * bar, shows only the languages one can switch to.
 */
export function LanguageMenu({ variant, className = '' }: { variant: LanguageMenuVariant; className?: string }) {
  const { t } = useTranslation('layout');
  const options = useLanguageOptions();
  if (options.length < 2) return null;
  if (variant === 'dropdown') return <LanguageDropdown options={options} className={className} />;
  const shown = variant === 'compact' ? options.filter((option) => !option.current) : options;
  return (
    <ul aria-label={t('language')} className={`flex items-center ${className}`}>
      {shown.map((option) => (
        <li key={option.code}>
          <LanguageLink
            option={option}
            title={option.label}
            className="flex h-11 min-w-11 items-center justify-center rounded px-2 text-sm font-semibold tracking-wide aria-[current]:underline aria-[current]:underline-offset-4"
          >
            {option.short}
          </LanguageLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The dropdown: a button and a popover list (HTML popover API), so it opens without JavaScript, and the
 * browser closes it on Escape or a click elsewhere; CSS anchors the list under its button.
 */
function LanguageDropdown({ options, className }: { options: LanguageOption[]; className: string }) {
  const { t } = useTranslation('layout');
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const current = options.find((option) => option.current) ?? options[0]!;
  return (
    <div className={`language-menu ${className}`}>
      <button
        type="button"
        popoverTarget={LANGUAGE_LIST_ID}
        aria-controls={LANGUAGE_LIST_ID}
        aria-expanded={open}
        className="language-menu-button flex h-11 items-center gap-1.5 rounded px-2 text-sm font-semibold tracking-wide"
      >
        <GlobeIcon size={20} />
        <span className="sr-only">{t('language')} : </span>
        {current.short}
        <ChevronDownIcon size={14} className="language-menu-chevron opacity-70" />
      </button>
      <ul
        ref={list}
        id={LANGUAGE_LIST_ID}
        popover="auto"
        aria-label={t('language')}
        className="language-menu-list min-w-44 rounded-md py-1"
        onToggle={(event) => setOpen(event.newState === 'open')}
      >
        {options.map((option) => (
          <li key={option.code}>
            <LanguageLink
              option={option}
              className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm"
              onNavigate={() => list.current?.hidePopover()}
            >
              {option.label}
              {option.current && <CheckIcon size={16} />}
            </LanguageLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
