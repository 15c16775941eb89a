import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

/**
 * The product page's sections that fold (issue 16 item 6), so that a long page stays usable on a phone. Which
 * are open is the page's: it stays so when a save draws the forms again, and a section where the API refused
 * something opens to show it.
 */

interface OpenSections {
  isOpen: (name: string) => boolean;
  setOpen: (name: string, open: boolean) => void;
}

const OpenSectionsContext = createContext<OpenSections | null>(null);
export const OpenSectionsProvider = OpenSectionsContext.Provider;

/**
 * The open sections of a page, for `OpenSectionsProvider`; `refused` changes with each refusal, which opens the
 * sections that show one of its messages (`data-refusal`).
 */
export function useOpenSections(refused: unknown): OpenSections {
  const [open, setOpenSet] = useState<ReadonlySet<string>>(() => new Set());
  const setOpen = useCallback((name: string, isOpen: boolean) => {
    setOpenSet((current) => {
      if (current.has(name) === isOpen) return current;
      const changed = new Set(current);
      if (isOpen) changed.add(name);
      else changed.delete(name);
      return changed;
    });
  }, []);
  useEffect(() => {
    if (!refused) return;
    for (const details of document.querySelectorAll<HTMLDetailsElement>('details[data-section]')) {
      if (details.querySelector('[data-refusal]')) setOpen(details.dataset['section']!, true);
    }
  }, [refused, setOpen]);
  return useMemo(() => ({ isOpen: (name: string) => open.has(name), setOpen }), [open, setOpen]);
}

export function AdminDetails({
  name,
  title,
  children,
  nested = false,
}: {
  /** Unique on the page. */
  name: string;
  title: ReactNode;
  children: ReactNode;
  nested?: boolean;
}) {
  const sections = useContext(OpenSectionsContext);
  return (
    <details
      data-section={name}
      open={sections?.isOpen(name)}
      onToggle={(event) => sections?.setOpen(name, event.currentTarget.open)}
      className={`rounded-md border border-stone-300 ${nested ? 'bg-stone-50' : 'bg-white'}`}
    >
      <summary
        className={`min-h-11 cursor-pointer p-3 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ${nested ? '' : 'text-lg'}`}
      >
        {title}
      </summary>
      <div className="space-y-4 border-t border-stone-300 p-3">{children}</div>
    </details>
  );
}
