import type { AdminMenuLinkInput, AdminFooterItemInput, AdminSocialLinksInput, FooterList } from '@atelier/contract';
import { FOOTER_LISTS, SOCIAL_LINK_KEYS } from '@atelier/contract';
import { localizedFromForm, optionalLocalizedFromForm } from '../admin/localized-form.ts';

/** The menus page's forms as the API takes them (the API checks every value and names what is wrong). */

export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const idOf = (value: string) => (/^\d+$/.test(value) ? Number(value) : value);

/** A link's target: the picker of the chosen kind (a page, a category, a product, a blog folder) or the address. */
function targetOf(form: FormData): AdminMenuLinkInput['target'] {
  const kind = text(form, 'target.kind');
  if (kind === 'url') {
    const url = localizedFromForm(form, 'target.url');
    return { kind, url: { fr_FR: url.fr_FR, en: url.en ?? '' } };
  }
  // An unknown kind or an empty choice goes as is: the API names the field.
  return { kind, id: idOf(text(form, `target.${kind}`)) } as AdminMenuLinkInput['target'];
}

export function linkBody(form: FormData): AdminMenuLinkInput {
  const parent = text(form, 'parentId');
  return {
    title: localizedFromForm(form, 'title'),
    target: targetOf(form),
    showInMenu: form.get('showInMenu') === 'on',
    parentId: parent ? Number(parent) : null,
  };
}

export function footerBody(form: FormData): AdminFooterItemInput {
  const url = optionalLocalizedFromForm(form, 'url');
  return {
    title: localizedFromForm(form, 'title'),
    url: url && { fr_FR: url.fr_FR, en: url.en ?? '' },
    image: text(form, 'image') || null,
    alt: optionalLocalizedFromForm(form, 'alt'),
    group: text(form, 'group') === 'legal' ? 'legal' : 'site',
    isPublished: form.get('isPublished') === 'on',
  };
}

export function footerListOf(form: FormData): FooterList {
  const list = text(form, 'list');
  return (FOOTER_LISTS as readonly string[]).includes(list) ? (list as FooterList) : 'link-footer';
}

export function socialBody(form: FormData): AdminSocialLinksInput {
  return Object.fromEntries(SOCIAL_LINK_KEYS.map((key) => [key, text(form, key)]));
}
