/** What the background senders log through (the app's pino logger). */
export type Log = {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

/**
 * The timer both background senders run on (the outbox's worker and the Dispatch's sender): one
 * round at a time, `notify` starts one now (or, during a round, another right after it), a round
 * asks for the next with `schedule`, and `halt` stops taking rounds and waits for the one running.
 */
export abstract class BackgroundLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  protected stopped = true;

  /** One round; it schedules the next itself. */
  protected abstract tick(): Promise<void>;

  /** Something to do: a round now. */
  notify = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  };

  protected schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.running = this.tick().finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.schedule(0);
        }
      });
    }, ms);
    this.timer.unref();
  }

  /** Stops taking rounds and waits up to `drainMs` for the one running; true when it had not finished by then. */
  protected async halt(drainMs: number): Promise<boolean> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.running) return false;
    let timeout: NodeJS.Timeout | undefined;
    const gaveUp = new Promise<'timeout'>((resolve) => (timeout = setTimeout(() => resolve('timeout'), drainMs)));
    const outcome = await Promise.race([this.running.then(() => 'done' as const), gaveUp]);
    clearTimeout(timeout);
    return outcome === 'timeout';
  }
}
