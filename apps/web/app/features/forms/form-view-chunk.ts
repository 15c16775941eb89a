import type { ComponentType } from 'react';
import type { FormViewProps } from './FormView.tsx';

/**
 * The form block's interactive part is a chunk of its own, so that pages without a form (the home page) do
 * not carry it. The page's loader fetches it when the page has a form block (on the server, so the page is
 * whole without JavaScript; in the browser, with a navigation's data), as the contact page does.
 */
let chunk: Promise<ComponentType<FormViewProps>> | null = null;
export let LoadedFormView: ComponentType<FormViewProps> | null = null;

export function loadFormView() {
  chunk ??= import('./FormView.tsx').then((module) => (LoadedFormView = module.FormView));
  return chunk;
}
