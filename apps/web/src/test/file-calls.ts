import { apiClient } from '@/lib/api-client';

const calls = globalThis as {
  lvxingFileCalls?: AbortController;
  lvxingSignedClients?: WeakSet<object>;
};

/**
 * Starts a test file's calls: cancels every call an earlier file left in flight on the shared
 * axios instance (files share one module graph per worker), which would otherwise answer into
 * this file's mocks and toasts. Each call carries the file's signal besides its own; axios
 * rejects a cancelled call even when a mocked adapter answers it, and the client toasts nothing
 * for a cancellation.
 */
export function startFileCalls(): void {
  // once per instance: a file that resets the module registry (vi.resetModules) makes the next
  // files import a new one
  calls.lvxingSignedClients ??= new WeakSet();
  if (!calls.lvxingSignedClients.has(apiClient)) {
    calls.lvxingSignedClients.add(apiClient);
    apiClient.interceptors.request.use((config) => {
      const file = calls.lvxingFileCalls!.signal;
      const own = config.signal as AbortSignal | undefined;
      config.signal = own ? AbortSignal.any([own, file]) : file;
      return config;
    });
  }
  calls.lvxingFileCalls?.abort();
  calls.lvxingFileCalls = new AbortController();
}
