import type { AccessPoint, GeoPosition } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { BuiltinRelayProvider } from './builtin-relay.provider.ts';

/** Where a customer looks for relay points (a network's API gets the same). */
export interface RelaySearch {
  address: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO alpha-2. */
  countryAlpha2: string;
  /** When known (a map click, the browser's position): wins over the address. */
  position: GeoPosition | null;
  limit: number;
}

/**
 * A relay network (issue 6 item 4). The built-in one reads the `relay_points` table; a real network (Mondial
 * Relay, Relais Colis, Chronopost Pickup…) implements the same two calls over its API and is added to
 * `RelayNetworks` under the name its carriers give in `carriers.relay_network`.
 */
export interface RelayProvider {
  readonly network: string;
  /**
   * Points near the searched place, nearest first, at most `search.limit`; [] when the network has none
   * there. Throws AppError RELAY_PLACE_UNKNOWN when the place cannot be found.
   */
  search(search: RelaySearch): Promise<AccessPoint[]>;
  /** One point by the network's id (what the order sends back), or null: the order step checks the choice with it. */
  find(id: string): Promise<AccessPoint | null>;
}

/**
 * The relay networks of the app, by the name its carriers give. The built-in network keeps its points in memory
 * (builtin-relay.provider.ts): one per app, made in caches.ts.
 */
export class RelayNetworks {
  readonly #builtin: BuiltinRelayProvider;

  constructor(db: Db) {
    this.#builtin = new BuiltinRelayProvider(db);
  }

  /** The networks a PICKUP carrier may name (the back-office's choice of relay-point provider). */
  networks(): string[] {
    return [BuiltinRelayProvider.NETWORK];
  }

  /** The provider of a network. An unknown network is a carrier set up wrong: a bug, not a customer's mistake. */
  provider(network: string): RelayProvider {
    if (network === BuiltinRelayProvider.NETWORK) return this.#builtin;
    throw new Error(`No relay provider for the network '${network}' of a carrier`);
  }
}
