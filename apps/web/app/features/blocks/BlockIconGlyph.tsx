import type { BlockIcon } from '@atelier/contract';

/** A circle as path data, so every glyph is a plain list of paths. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/**
 * The icons a block may ask for (page-blocks.ts BLOCK_ICONS), drawn inline on a 24-unit grid: no icon font,
 * no request. Typed by the contract's list, so a new icon name cannot be forgotten here.
 */
const GLYPHS: Record<BlockIcon, string[]> = {
  armchair: [
    'M6 11V7a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v4',
    'M3 13a2 2 0 0 1 4 0v2h10v-2a2 2 0 0 1 4 0v5H3z',
    'M5 18v2M19 18v2',
  ],
  sofa: [
    'M4 10V8a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v2',
    'M2 12a2 2 0 0 1 4 0v1h12v-1a2 2 0 0 1 4 0v5H2z',
    'M4 17v2M20 17v2M12 5v8',
  ],
  bed: ['M3 5v15', 'M3 16h18v4', 'M21 16v-3a3 3 0 0 0-3-3h-7v6', 'M5.5 12.5h3v2h-3z'],
  cushion: [
    'M4.5 4.5c3.5 1.5 11.5 1.5 15 0-1.5 3.5-1.5 11.5 0 15-3.5-1.5-11.5-1.5-15 0 1.5-3.5 1.5-11.5 0-15z',
    'M12 12h.01',
  ],
  curtain: ['M2 3h20', 'M4 3v18c3-2 5-7 6-12V3', 'M20 3v18c-3-2-5-7-6-12V3'],
  fabric: [circle(6, 7, 3), 'M6 4h13v12H9', 'M3 7v10a3 3 0 0 0 3 3h15l-2-2 2-2H9V7'],
  scissors: [circle(6, 6, 3), circle(6, 18, 3), 'M8.2 8.2 20 20', 'M8.2 15.8 20 4'],
  needle: ['M4 20 17 7', 'M15.5 5a2.1 2.1 0 0 1 3.5 3.5l-2 2-3.5-3.5z', 'M18.5 9.5c2.5 3.5 1.5 8-3 10'],
  hammer: ['M4 20l9-9', 'M10.5 8.5l4.5-4.5 5 5-4.5 4.5z', 'M15 4l-2-1'],
  ruler: ['M3 16 16 3l5 5L8 21z', 'M7 12l2 2M10 9l2 2M13 6l2 2'],
  palette: [
    'M12 3a9 9 0 1 0 0 18c1.1 0 1.6-.9 1.6-1.8 0-1.5-1.2-2-1.2-3.2 0-1 .8-1.8 2-1.8H17a4 4 0 0 0 4-4c0-4.2-4-7.2-9-7.2z',
    'M7.5 11.5h.01M9.5 7.5h.01M14.5 7.5h.01',
  ],
  users: [circle(9, 7, 4), 'M2 21v-1a7 7 0 0 1 14 0v1', 'M16 3.5a4 4 0 0 1 0 7', 'M18.5 14a6 6 0 0 1 3.5 6v1'],
  gift: ['M3 8h18v4H3z', 'M5 12v9h14v-9', 'M12 8v13', 'M12 8C10 4 6 4 7 7c.5 1 5 1 5 1zm0 0c2-4 6-4 5-1-.5 1-5 1-5 1z'],
  bag: ['M5 7h14l-1 14H6z', 'M9 10V6a3 3 0 0 1 6 0v4'],
  truck: ['M2 5h12v12H2z', 'M14 9h4l4 4v4h-8', circle(6.5, 18, 2), circle(17.5, 18, 2)],
  leaf: ['M5 19C5 9 10 4 20 4c0 10-5 15-15 15z', 'M5 19l9-9'],
  recycle: ['M20 12a8 8 0 0 1-13.7 5.7', 'M4 12a8 8 0 0 1 13.7-5.7', 'M18 2.5v4h-4', 'M6 21.5v-4h4'],
  heart: ['M12 20s-8-4.5-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.5 12 20 12 20z'],
  star: ['M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z'],
  grape: [
    'M12 2v4M12 4c1.5-1.5 4-1.5 5 0',
    circle(9, 9, 2.5),
    circle(15, 9, 2.5),
    circle(12, 13, 2.5),
    circle(9, 17, 2.5),
    circle(15, 17, 2.5),
  ],
  wine: ['M10 2h4v5l2 3v11a1 1 0 0 1-1 1H9a1 1 0 0 1-1-1V10l2-3z', 'M8 13h8v5H8z'],
  barrel: ['M6 3h12c1.5 3 1.5 15 0 18H6C4.5 18 4.5 6 6 3z', 'M5 8h14M5 16h14'],
  glass: ['M7 3h10c0 5-2 8-5 8s-5-3-5-8z', 'M12 11v9M8 21h8M7.3 6.5h9.4'],
  calendar: ['M4 5h16v16H4z', 'M4 10h16', 'M8 3v4M16 3v4'],
};

/** A block icon, decorative: the text next to it says what it means. */
export function BlockIconGlyph({ name, className }: { name: BlockIcon; className?: string }) {
  const paths = GLYPHS[name] ?? GLYPHS.star;
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
