/**
 * Runs `task` every `everyMs`, one run at a time (a slow run is not overtaken by the next), never
 * keeping the process alive; a failure goes to `onError` and the next run comes as usual.
 */
export function startSweep(
  task: () => Promise<void>,
  options: { everyMs: number; onError: (error: unknown) => void },
): { stop: () => void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    task()
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, options.everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
