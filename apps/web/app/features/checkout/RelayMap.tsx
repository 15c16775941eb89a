import { useEffect, useRef } from 'react';
import type { AccessPoint } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';

interface RelayMapProps {
  points: AccessPoint[];
  chosen: string | null;
  onChoose: (point: AccessPoint) => void;
}

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/**
 * The relay points on a Leaflet map (OpenStreetMap tiles), a help beside the list: the list alone is enough
 * to choose, so a map whose tiles cannot load (offline, blocked) changes nothing. Leaflet is loaded with the
 * map, never before; its stylesheet comes with the shipping page.
 */
export default function RelayMap({ points, chosen, onChoose }: RelayMapProps) {
  const { t } = useTranslation('cart');
  const container = useRef<HTMLDivElement>(null);
  const latest = useRef({ points, chosen, onChoose });
  latest.current = { points, chosen, onChoose };

  useEffect(() => {
    const element = container.current;
    if (!element || points.length === 0) return;
    let disposed = false;
    let dispose = () => {};
    void import('leaflet').then(({ default: L }) => {
      if (disposed) return;
      const map = L.map(element, { scrollWheelZoom: false });
      L.tileLayer(TILES, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
      const bounds = L.latLngBounds([]);
      for (const point of points) {
        const position = L.latLng(point.position.latitude, point.position.longitude);
        bounds.extend(position);
        const selected = point.id === chosen;
        L.circleMarker(position, {
          radius: selected ? 11 : 8,
          color: '#1b1128',
          weight: 2,
          fillColor: selected ? '#a4d233' : '#6b2fa3',
          fillOpacity: 0.9,
        })
          .bindTooltip(`${point.name} — ${point.addLine1}, ${point.city}`)
          .on('click', () => latest.current.onChoose(point))
          .addTo(map);
      }
      map.fitBounds(bounds, { padding: [24, 24], maxZoom: 15 });
      dispose = () => map.remove();
    });
    return () => {
      disposed = true;
      dispose();
    };
  }, [points, chosen]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={t('relay.map')}
      className="relay-map z-0 h-72 w-full overflow-hidden rounded-2xl bg-black/5"
      data-testid="relay-map"
    />
  );
}
