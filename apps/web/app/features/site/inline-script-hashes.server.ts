import { createHash } from 'node:crypto';
import { INLINE_SCRIPTS_TOKEN } from './content-security-policy.ts';

/** Inline `<script>` elements (no `src`) and their text, as the page was rendered. */
const INLINE_SCRIPT = /<script((?:\s+[^>]*)?)>([\s\S]*?)<\/script>/gi;

/** A data block (`type="application/json"`, JSON-LD): the browser never runs it, so it needs no hash. */
const DATA_BLOCK = /\stype\s*=\s*"application\/(?:ld\+)?json"/i;

/**
 * The policy with its token replaced by the SHA-256 of each inline script of the rendered page (React Router's
 * hydration, the merchant's inline code): those run, a script injected into the page does not.
 */
export function withInlineScriptHashes(policy: string, html: string): string {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return policy.replace(INLINE_SCRIPTS_TOKEN, [...hashes].join(' '));
}
