import { useEffect, useRef, useState, type ReactNode } from 'react';
import { secondaryButton } from '../admin/ConfirmButton.tsx';
import { ListError } from './AdminField.tsx';
import { useHydrated } from '../behaviours/use-hydrated.ts';

/**
 * A list of rows the owner adds and removes (a product's tags, features, decreasing discounts, grape varieties,
 * a question's options): a fieldset with its legend, each row's inputs and its removal, and a button that adds
 * an empty row and puts the keyboard in it. A row keeps its key while others come and go: its inputs are named
 * `<group>-<key>-<field>` (form-reading.ts). An emptied row is not sent.
 */
export function EditableRows<T>({
  legend,
  hint,
  initial,
  blank,
  addLabel,
  removeLabel,
  empty,
  error,
  errorId,
  children,
}: {
  legend: string;
  hint?: string;
  initial: readonly T[];
  blank: T;
  addLabel: string;
  /** The removal's label of the n-th row (1 first). */
  removeLabel: (number: number) => string;
  /** Said when there is no row. */
  empty: string;
  /** A refusal about the whole list. */
  error?: string | undefined;
  errorId: string;
  /** A row's inputs: its first value, its key (for the names), its number (1 first, for the labels). */
  children: (value: T, key: number, number: number) => ReactNode;
}) {
  const next = useRef(initial.length);
  const [rows, setRows] = useState(() => initial.map((value, key) => ({ key, value })));
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  // The buttons work once the page's scripts run: until then they say so instead of losing a click.
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusKey === null) return;
    list.current?.querySelector<HTMLElement>(`[data-row="${focusKey}"] :is(input, select, textarea)`)?.focus();
    setFocusKey(null);
  }, [focusKey]);

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 font-semibold">{legend}</legend>
      {hint && <p className="text-sm text-stone-700">{hint}</p>}
      <ListError id={errorId} error={error} />
      {rows.length === 0 ? (
        <p className="text-sm text-stone-700">{empty}</p>
      ) : (
        <ul ref={list} className="space-y-3">
          {rows.map((row, index) => (
            <li
              key={row.key}
              data-row={row.key}
              className="flex flex-wrap items-end gap-3 rounded-md border border-stone-200 p-3"
            >
              <div className="grid min-w-0 flex-1 basis-64 gap-3 sm:grid-cols-2">
                {children(row.value, row.key, index + 1)}
              </div>
              <button
                type="button"
                className={secondaryButton}
                disabled={!hydrated}
                onClick={() => {
                  setRows((current) => current.filter((other) => other.key !== row.key));
                  add.current?.focus();
                }}
              >
                {removeLabel(index + 1)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        ref={add}
        type="button"
        className={secondaryButton}
        disabled={!hydrated}
        onClick={() => {
          const key = next.current++;
          setRows((current) => [...current, { key, value: blank }]);
          setFocusKey(key);
        }}
      >
        {addLabel}
      </button>
    </fieldset>
  );
}
