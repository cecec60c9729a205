import { vi } from 'vitest';

// Files share one module graph per worker (vitest.config.ts): each file starts with real timers,
// no spies and no stubbed globals or environment left by the file before.
vi.useRealTimers();
vi.restoreAllMocks();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
