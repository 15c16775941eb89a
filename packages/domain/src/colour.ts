/**
 * Colours as the site stores them (SPEC §3: `#RRGGBBAA`, lower case) and as a merchant may type them: `#rgb`,
 * `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and `hsl()`/`hsla()` (commas or spaces, alpha as a number or a
 * percentage). Pure: the API checks a saved colour with it, the back-office's colour fields convert with it.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0 (transparent) to 1 (opaque). */
  a: number;
}

const hex2 = (value: number) =>
  Math.round(Math.min(255, Math.max(0, value)))
    .toString(16)
    .padStart(2, '0');

/** `{r,g,b,a}` → `#rrggbbaa`. */
export function rgbaToHex({ r, g, b, a }: Rgba): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}${hex2(a * 255)}`;
}

function alphaOf(text: string | undefined): number | null {
  if (text === undefined) return 1;
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  if (!Number.isFinite(value) || text === '' || text === '%') return null;
  const alpha = percent ? value / 100 : value;
  return alpha >= 0 && alpha <= 1 ? alpha : null;
}

function channelOf(text: string): number | null {
  const percent = text.endsWith('%');
  const value = Number(percent ? text.slice(0, -1) : text);
  if (!Number.isFinite(value) || text === '' || text === '%') return null;
  const channel = percent ? (value / 100) * 255 : value;
  return channel >= 0 && channel <= 255 ? channel : null;
}

/** The arguments of `name(…)`: `1, 2, 3, .5`, `1 2 3 / 50%`; null when the text is not that function. */
function argumentsOf(text: string, names: readonly string[]): string[] | null {
  const match = /^([a-z]+)\(\s*([^()]*)\s*\)$/.exec(text);
  if (!match || !names.includes(match[1]!)) return null;
  const body = match[2]!.trim();
  const parts = body.includes(',')
    ? body.split(',').map((part) => part.trim())
    : body
        .replace('/', ' / ')
        .split(/\s+/)
        .filter((part) => part !== '/');
  if (!body.includes(',') && body.includes('/') && parts.length !== 4) return null;
  return parts.length === 3 || parts.length === 4 ? parts : null;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const f = (n: number) => l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** A typed colour, or null when it is none of the accepted forms (or out of range). */
export function parseColour(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const byte = (index: number) => parseInt(full.slice(index * 2, index * 2 + 2), 16);
    return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
  }
  const rgb = argumentsOf(text, ['rgb', 'rgba']);
  if (rgb) {
    const [r, g, b] = rgb.slice(0, 3).map(channelOf);
    const a = alphaOf(rgb[3]);
    if (r == null || g == null || b == null || a === null) return null;
    return { r, g, b, a };
  }
  const hsl = argumentsOf(text, ['hsl', 'hsla']);
  if (hsl) {
    const hue = Number(hsl[0]!.replace(/deg$/, ''));
    const saturation = hsl[1]!.endsWith('%') ? Number(hsl[1]!.slice(0, -1)) : Number.NaN;
    const lightness = hsl[2]!.endsWith('%') ? Number(hsl[2]!.slice(0, -1)) : Number.NaN;
    const a = alphaOf(hsl[3]);
    if (!Number.isFinite(hue) || a === null) return null;
    if (!(saturation >= 0 && saturation <= 100 && lightness >= 0 && lightness <= 100)) return null;
    const [r, g, b] = hslToRgb(((hue % 360) + 360) % 360, saturation / 100, lightness / 100);
    return { r, g, b, a };
  }
  return null;
}

/** A typed colour as the site stores it (`#rrggbbaa`), or null when it is no colour. */
export function normalizeColour(input: string): string | null {
  const colour = parseColour(input);
  return colour ? rgbaToHex(colour) : null;
}

/** `#rrggbbaa` → the `#rrggbb` of a native colour input and the alpha (0–1); black and opaque when unreadable. */
export function splitColour(value: string | null | undefined): { hex: string; alpha: number } {
  const colour = parseColour(value ?? '') ?? { r: 0, g: 0, b: 0, a: 1 };
  return { hex: rgbaToHex(colour).slice(0, 7), alpha: Math.round(colour.a * 100) / 100 };
}
