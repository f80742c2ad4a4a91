/**
 * A server started through npm (`npm start`, `npm run ...`: npm sets npm_lifecycle_event) goes
 * when the process that started it goes (docs/decisions/039-one-server-per-folder.md). npm passes
 * SIGTERM to its child only, which was `sh -c`: the shell died of it and the server, reparented,
 * went on serving. package.json's `exec` removes the shell; this covers the rest (npm killed with
 * SIGKILL, a shell left in between by another script-shell). Linux and macOS reparent an orphan,
 * so its parent PID changes; polled, as Node has no parent-death signal.
 *
 * Not for a server started by anything else: under systemd or as a container's PID 1 the parent
 * never changes anyway, and `nohup node dist/server/main.js &` means to outlive its shell.
 */
export function exitWithLauncher(onGone: () => void, env: NodeJS.ProcessEnv = process.env, everyMs = 500): (() => void) | null {
  if (env.npm_lifecycle_event === undefined) return null;
  const launcher = process.ppid;
  if (launcher <= 1) return null;
  const timer = setInterval(() => {
    if (process.ppid === launcher) return;
    clearInterval(timer);
    onGone();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
