import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app's query client lives for one render tree, without loading the query library:
 * the app's provider (app/provider.tsx) holds a scope, and the first screen that asks for server
 * state creates the client in it (lib/query-hooks.ts). So the library is fetched with the screens
 * that use it, never with the home page's first render. In the browser the hooks use the one
 * client of the page (lib/query-client.ts); on the server every render gets a client of its own,
 * so no answer of one request is ever rendered for another.
 */
export interface QueryScope {
  /** The scope's client, created by `create` on first use. */
  client: (create: () => QueryClient) => QueryClient;
}

/** A new, empty scope (one per render tree). */
export function createQueryScope(): QueryScope {
  let client: QueryClient | undefined;
  return { client: (create) => (client ??= create()) };
}

export const QueryScopeContext = createContext<QueryScope | null>(null);
