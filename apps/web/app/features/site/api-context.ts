import { createContext } from 'react-router';
import type { ApiClient } from '@atelier/contract';

/** The API client of the request, set by the server (server.ts) for loaders and actions. */
export const apiContext = createContext<ApiClient>();
