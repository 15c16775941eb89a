import { useEffect, useState, useSyncExternalStore } from 'react';

/** One picture or video of the fullscreen slider; a video is told by its file's media type. */
export interface SliderItem {
  src: string;
  alt?: string | undefined;
}

export interface SliderState {
  open: boolean;
  items: readonly SliderItem[];
  index: number;
}

/**
 * The fullscreen slider's state, outside React so that any code can open it (`openSlider(items, index)`)
 * and one <FullscreenSlider /> host draws it. The items stay after closing so the closing animation can run.
 */
let state: SliderState = { open: false, items: [], index: 0 };
let returnFocusTo: HTMLElement | null = null;
const listeners = new Set<() => void>();

function publish(next: SliderState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** SPEC §2: opens the fullscreen slider on a list of pictures or videos at a start index. */
export function openSlider(items: readonly SliderItem[], index = 0) {
  if (items.length === 0) return;
  returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const start = ((Math.trunc(index) % items.length) + items.length) % items.length;
  publish({ open: true, items, index: start });
}

export function closeSlider() {
  if (state.open) publish({ ...state, open: false });
}

/** Closes and forgets the items at once, without a closing animation (the slider could not be shown). */
export function clearSlider() {
  publish({ open: false, items: [], index: 0 });
}

/** Back to the thumbnail that opened the slider, for keyboard and screen-reader users. */
export function restoreFocusAfterSlider() {
  returnFocusTo?.focus({ preventScroll: true });
  returnFocusTo = null;
}

const initialState = state;
export const useSliderState = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => initialState,
  );

/**
 * Several <FullscreenSlider /> may be mounted (the layout's, a gallery's own); the first mounted one draws
 * the slider and the others stay empty, so one click never opens two.
 */
const hosts: symbol[] = [];

export function useIsSliderHost(): boolean {
  const [token] = useState(() => Symbol('slider-host'));
  useEffect(() => {
    hosts.push(token);
    publish({ ...state });
    return () => {
      hosts.splice(hosts.indexOf(token), 1);
      publish({ ...state });
    };
  }, [token]);
  return useSyncExternalStore(
    subscribe,
    () => hosts[0] === token,
    () => false,
  );
}
