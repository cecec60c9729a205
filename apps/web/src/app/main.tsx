/**
 * The app's entry, kept tiny: it evaluates React DOM, then the app's modules, each in a task of
 * its own (a macrotask between them), so that no single task holds the main thread for the whole
 * start-up on a slow phone. Then app/start.tsx renders or hydrates.
 */
import '@/styles/global.css';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await import('react-dom/client');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  start();
}

void boot();
