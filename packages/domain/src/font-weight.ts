/** SPEC §9: font weights by name; an unknown name or none is regular (400). Numbers pass through. */
const WEIGHTS: Record<string, number> = {
  thin: 100,
  extralight: 200,
  light: 300,
  regular: 400,
  medium: 500,
  semibold: 600,
  bold: 700,
  extrabold: 800,
  black: 900,
};

export function fontWeight(name: string | null | undefined): number {
  if (!name) return 400;
  const value = name.trim().toLowerCase();
  if (/^[1-9]00$/.test(value)) return Number(value);
  return WEIGHTS[value.replace(/[\s_-]/g, '')] ?? 400;
}
