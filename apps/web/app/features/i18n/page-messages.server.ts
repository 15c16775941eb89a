import { data } from 'react-router';
import type { PageMessages } from './use-translation.ts';
import { pagePathOf } from '../pages/request-path.ts';
import { localeFromPath } from './locale.ts';
import { loadMessages, loadRouteMessages } from './messages.server.ts';
import type { MessageScope, RouteModule } from './route-messages.ts';

type Loaded<D> = ReturnType<typeof data<D>>;

/** A loader's answer with its page messages: in `data()`'s answer, in a plain object; a Response passes. */
type WithPageMessages<R> = R extends Response
  ? R
  : R extends Loaded<infer D>
    ? Loaded<D & PageMessages>
    : R extends object
      ? R & PageMessages
      : PageMessages;

/** A loader's data, out of `data()`'s answer. */
type Unwrapped<R> = R extends Loaded<infer D> ? D : R;

const isLoaded = (value: unknown): value is Loaded<unknown> =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';

/**
 * A route module's loader that also sends its pages' UI messages (issue 21: each page carries the messages its
 * components read, not every namespace's): its module's (ROUTE_MESSAGES), or those `scopesOf` names from what
 * the loader found (a CMS page's kind). The messages load while the loader runs; a redirect or a thrown answer
 * passes as it is.
 */
export function withPageMessages<A extends { request: Request }, R>(
  route: RouteModule,
  loader: (args: A) => R | Promise<R>,
  scopesOf?: (loaded: Unwrapped<Awaited<R>>) => readonly MessageScope[],
): (args: A) => Promise<WithPageMessages<Awaited<R>>> {
  return async (args) => {
    const locale = localeFromPath(pagePathOf(args.request));
    const [result, routeMessages] = await Promise.all([
      loader(args),
      scopesOf ? null : loadRouteMessages(locale, route),
    ]);
    const pageMessages =
      routeMessages ??
      (await loadMessages(locale, scopesOf!((isLoaded(result) ? result.data : result) as Unwrapped<Awaited<R>>)));
    if (result instanceof Response) return result as WithPageMessages<Awaited<R>>;
    if (isLoaded(result)) {
      return data({ ...(result.data as object), pageMessages }, result.init ?? undefined) as WithPageMessages<
        Awaited<R>
      >;
    }
    return { ...(result ?? {}), pageMessages } as WithPageMessages<Awaited<R>>;
  };
}
