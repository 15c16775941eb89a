import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Pins the clock the app reads (`Date`, `Date.now()`) to one instant for a test file, so that what it prints
 * or computes from "today" (a sheet's date, the months a calendar offers) is the same on every run.
 * Timers stay real; the clock stands still at that instant (vi.setSystemTime moves it).
 */
export function pinClock(at: string) {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(at) });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}
