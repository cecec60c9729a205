/**
 * Runs `run` every `intervalMs` until the returned stop function is called, never two runs at
 * once: a run still going when the next is due makes that one skip. (Overlapping runs of the
 * order jobs would queue on the embedded database's one connection ahead of members' requests.)
 * A failed run goes to `onError` and the next tick runs as usual. The timer does not keep the
 * process alive. `stop` resolves once a run in progress has ended.
 */
export function serialInterval(
  run: () => Promise<void>,
  intervalMs: number,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
