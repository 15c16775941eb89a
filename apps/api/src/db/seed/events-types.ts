import type { LocalizedText } from '@atelier/contract';

/** Every event illustration is drawn at this size by apps/api/seed-assets/draw-events.ts (3:2). */
export const EVENT_IMAGE_WIDTH = 1200;
export const EVENT_IMAGE_HEIGHT = 800;

export const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/**
 * A sample event. Its date is written relative to the seed's run (`inDays` at `time`, Paris time), so the
 * sample events are always to come on a fresh demo.
 */
export interface EventSeed {
  slug: LocalizedText;
  title: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  place: LocalizedText;
  inDays: number;
  /** `HH:MM`, Paris time. */
  time: string;
  durationMinutes: number;
  capacity: number;
  seatsTaken?: number;
  /** Cents per seat; null when free. */
  price: number | null;
  image: { file: string; alt: LocalizedText };
}
