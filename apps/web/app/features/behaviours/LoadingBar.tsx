import { useEffect, useRef, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useRequestsInFlight } from './requests-in-flight.ts';

/** SPEC §2 loading bar: it takes 5000 ms to cross, shows only after 200 ms of waiting, hides 500 ms after the end. */
export const LOADING_BAR = { duration: 5000, throttle: 200, hideAfter: 500 } as const;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A thin bar at the top of the window while a navigation, a form or a browser-side request is under way
 * (React Router's navigation and fetcher states, and the requests counted by trackRequest).
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const requests = useRequestsInFlight();
  const busy = navigation.state !== 'idle' || fetchers.some((f) => f.state !== 'idle') || requests.inFlight > 0;
  const [phase, setPhase] = useState<Phase>('idle');
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (busy && phase === 'idle') {
      const timer = setTimeout(() => setPhase('running'), LOADING_BAR.throttle);
      return () => clearTimeout(timer);
    }
    if (busy && phase === 'finishing') setPhase('running');
    if (!busy && phase === 'running') setPhase('finishing');
    if (phase === 'finishing') {
      const timer = setTimeout(() => setPhase('idle'), LOADING_BAR.hideAfter);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [busy, phase]);

  // The Web Animations API moves the bar: no stylesheet rule needed, and it runs off the main thread.
  useEffect(() => {
    const element = bar.current;
    if (!element || phase === 'idle') return;
    const animation =
      phase === 'running'
        ? element.animate(
            [
              { transform: getComputedStyle(element).transform, opacity: 1 },
              { transform: 'scaleX(0.9)', opacity: 1 },
            ],
            {
              duration: LOADING_BAR.duration,
              easing: 'cubic-bezier(0.1, 0.7, 0.3, 1)',
              fill: 'forwards',
            },
          )
        : element.animate(
            [
              { transform: getComputedStyle(element).transform, opacity: 1, offset: 0 },
              { transform: 'scaleX(1)', opacity: 1, offset: 0.4 },
              { transform: 'scaleX(1)', opacity: 0, offset: 1 },
            ],
            { duration: LOADING_BAR.hideAfter, fill: 'forwards' },
          );
    return () => {
      // Keep where the bar stands, so that the next phase starts from there (once hidden, it is gone).
      if (element.isConnected) animation.commitStyles();
      animation.cancel();
    };
  }, [phase]);

  if (phase === 'idle') return null;
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[1000] h-[3px]">
      <div
        ref={bar}
        className={`h-full origin-left ${requests.failed ? 'bg-red-600' : 'bg-accent'}`}
        style={{ transform: 'scaleX(0)' }}
      />
    </div>
  );
}
