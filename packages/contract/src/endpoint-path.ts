// Apart from endpoint.ts, which builds zod schemas: the browser's caller needs this alone, and a module importing
// zod brings zod's library into every page that calls the API.

/** The path of a call: each `:param` replaced by its value, URI-encoded; an optional one left out when absent. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\/:(\w+)(\?)?/g, (whole, name: string, optional?: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      if (optional) return '';
      throw new Error(`${path}: the parameter ${name} is missing`);
    }
    return `/${encodeURIComponent(String(value))}`;
  });
}
