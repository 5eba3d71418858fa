/**
 * What `npm start` prints while it gets ready: one line per phase, with the seconds since the
 * process started, so a first start that builds the app and seeds ten years of demo NAVs never
 * looks stuck. Counted phases (n/N) print a line at most every few seconds, or update one line
 * in place on a terminal. Tests and tools that call prepare() get the silent one.
 */
export interface StartupProgress {
  /** a phase begins: "Migrating the database" */
  phase(text: string): void;
  /** progress within the current counted phase */
  count(text: string, done: number, total: number): void;
}

export const silentProgress: StartupProgress = { phase: () => {}, count: () => {} };

/** Seconds since the process started (performance's origin is the process start). */
const elapsed = (): string => `${(performance.now() / 1000).toFixed(1).padStart(5)} s`;

export function consoleProgress(out: NodeJS.WriteStream = process.stdout, everyMs = 3_000): StartupProgress {
  const tty = Boolean(out.isTTY);
  let open = false; // a counted line is being updated in place (terminal only)
  let lastCountAt = 0;
  const endLine = () => {
    if (open) out.write('\n');
    open = false;
  };
  return {
    phase(text) {
      endLine();
      out.write(`[${elapsed()}] ${text}\n`);
    },
    count(text, done, total) {
      const line = `[${elapsed()}] ${text} ${done}/${total}`;
      const last = done >= total;
      if (tty) {
        out.write(`\r${line}`);
        open = true;
        if (last) endLine();
        return;
      }
      // a log file gets the first, the last, and one line every few seconds between
      const now = performance.now();
      if (done === 0 || last || now - lastCountAt >= everyMs) {
        out.write(`${line}\n`);
        lastCountAt = now;
      }
    },
  };
}
