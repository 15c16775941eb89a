import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import type { Locale } from '@atelier/contract/locales';
import { fetchRootMessages, ROOT_MESSAGES_LINK_ID } from './features/i18n/root-messages.ts';

/**
 * The frame's messages first (features/i18n/root-messages.ts: the page preloads their file), then the page comes
 * alive. Without them the page's texts would be drawn again as their keys: if the file cannot be read, the page
 * stays as the server wrote it, its links and forms working without JavaScript.
 */
const link = document.getElementById(ROOT_MESSAGES_LINK_ID);
const messages = link
  ? fetchRootMessages(link.dataset['locale'] as Locale, link.getAttribute('href') ?? '')
  : Promise.resolve();

messages.then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page stays as the server wrote it:', error),
);
