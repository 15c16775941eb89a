import { useRouteLoaderData } from 'react-router';
import type { Locale } from '@atelier/contract';
import type { StartupData } from './startup.server.ts';

export interface RootData {
  locale: Locale;
  startup: StartupData;
  /** The path of the file of the frame's UI messages in the page's language (features/i18n/root-messages.ts). */
  messagesPath: string;
}

/** The start-up data of the root loader, for any component of the page. */
export function useRootData(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data) throw new Error('useRootData outside the root route');
  return data;
}

export const useLocale = () => useRootData().locale;
export const useStartup = () => useRootData().startup;

/** A site parameter's value (SPEC §3), null when unset. */
export function useParameter(key: string): string | null {
  return useStartup().parameters[key] ?? null;
}

/** A BOOLEAN site parameter. */
export function useFlag(key: string): boolean {
  return useParameter(key) === 'true';
}
