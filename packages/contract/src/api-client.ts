import { createCaller, type Caller, type CallerOptions } from './caller.ts';
import type { EndpointArgs, EndpointData, EndpointDeclaration } from './endpoint.ts';
import { endpoints, type Endpoints } from './endpoints/index.ts';

export { ApiError, type Query } from './caller.ts';

export type ApiClientOptions = CallerOptions;

/** A method per declared endpoint, by its name: `api.product({ params: { id } })`. */
export type ApiMethods = {
  [Name in keyof Endpoints]: (...args: EndpointArgs<Endpoints[Name]>) => Promise<EndpointData<Endpoints[Name]>>;
};

export type ApiClient = Caller & ApiMethods;

/**
 * The caller with a method per endpoint of the contract (server rendering, scripts, tests). Browser code calls
 * `createCaller(…).call(areaEndpoints.name, …)` with an area's declarations only, so that a page's chunk holds
 * just the endpoints it calls.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const caller = createCaller(options);
  const methods: Record<string, (...args: EndpointArgs<EndpointDeclaration>) => Promise<unknown>> = {};
  for (const [name, declaration] of Object.entries(endpoints) as [string, EndpointDeclaration][]) {
    methods[name] = (...args) => caller.call(declaration, ...args);
  }
  // The mapped type names each method's own input and data; the loop above builds them all alike.
  return Object.assign(caller, methods) as unknown as ApiClient;
}
