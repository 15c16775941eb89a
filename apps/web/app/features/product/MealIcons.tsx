import type { MealIcon } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';

/** Line drawings of the dishes a wine goes with, by the icon name the back office stores. */
const DRAWINGS: Record<string, string> = {
  meat: 'M5 14c0-5 4-9 9-9 3 0 5 2 5 5 0 5-4 9-9 9-3 0-5-2-5-5Zm5-1a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  'red-meat': 'M5 14c0-5 4-9 9-9 3 0 5 2 5 5 0 5-4 9-9 9-3 0-5-2-5-5Zm5-1a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  beef: 'M5 14c0-5 4-9 9-9 3 0 5 2 5 5 0 5-4 9-9 9-3 0-5-2-5-5Zm5-1a2 2 0 1 0 4 0 2 2 0 1 0-4 0',
  poultry: 'M14 4c3 0 6 3 6 6s-3 5-6 5l-5 5-2-2-2-1 1-2 5-5c0-3 0-6 3-6Z',
  chicken: 'M14 4c3 0 6 3 6 6s-3 5-6 5l-5 5-2-2-2-1 1-2 5-5c0-3 0-6 3-6Z',
  fish: 'M3 12c3-4 7-6 11-6 3 0 5 2 7 6-2 4-4 6-7 6-4 0-8-2-11-6Zm0 0-1-4m1 4-1 4m14-2h.01',
  seafood: 'M4 17c1-6 5-10 8-10s7 4 8 10H4Zm4 0 2-7m4 7-2-7m-3 7h6',
  shellfish: 'M4 17c1-6 5-10 8-10s7 4 8 10H4Zm4 0 2-7m4 7-2-7m-3 7h6',
  cheese: 'M3 16 15 6l6 4v8H3v-2Zm0 0h18M8 13h.01M14 15h.01M17 12h.01',
  dessert: 'M6 11h12l-2 9H8l-2-9Zm-1 0a7 7 0 0 1 14 0M12 4V2',
  vegetables: 'M12 21c-4-3-6-7-6-11a6 6 0 0 1 12 0c0 4-2 8-6 11Zm0-11v6m0-12c1-2 3-2 4-2',
  vegetarian: 'M12 21c-4-3-6-7-6-11a6 6 0 0 1 12 0c0 4-2 8-6 11Zm0-11v6m0-12c1-2 3-2 4-2',
  pork: 'M4 13a8 6 0 1 0 16 0 8 6 0 1 0-16 0Zm6-1h.01M14 12h.01M10 15h4',
  charcuterie: 'M4 13a8 6 0 1 0 16 0 8 6 0 1 0-16 0Zm6-1h.01M14 12h.01M10 15h4',
  game: 'M7 4 5 9l3 2m9-7 2 5-3 2M8 11c0 5 2 9 4 9s4-4 4-9a4 4 0 0 0-8 0Z',
  lamb: 'M6 12a3 3 0 0 1 3-5 3 3 0 0 1 6 0 3 3 0 0 1 3 5 3 3 0 0 1-3 5H9a3 3 0 0 1-3-5Z',
  aperitif: 'M6 3h12l-6 8-6-8Zm6 8v9m-4 0h8',
  spicy: 'M8 21c6 0 11-5 11-12 0-2-1-3-2-3-2 0-3 2-5 5s-5 5-7 6c-1 1 0 4 3 4Zm9-15c0-2 1-3 2-3',
  pasta: 'M4 12h16a8 8 0 0 1-16 0Zm3-2c2-4 4-4 5 0m1 0c1-4 3-4 5 0',
};
const PLATE = 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-4a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z';

/** The line drawing of a meal icon by its name, a plate for a name without one. */
export function MealIconDrawing({ icon }: { icon: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="26"
      height="26"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={DRAWINGS[icon.toLowerCase()] ?? PLATE} />
    </svg>
  );
}

/** What the wine goes with: each dish's drawing and name. */
export function MealIcons({ icons }: { icons: MealIcon[] }) {
  const { t } = useTranslation('product');
  if (icons.length === 0) return null;
  return (
    <section aria-labelledby="meal-icons">
      <h2 id="meal-icons" className="text-lg font-semibold">
        {t('wine.pairings')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-4">
        {icons.map((icon) => (
          <li key={icon.id} className="flex w-20 flex-col items-center gap-1.5 text-center text-sm">
            <span className="grid size-12 place-items-center rounded-full bg-black/5">
              <MealIconDrawing icon={icon.icon} />
            </span>
            {icon.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
