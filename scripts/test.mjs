/**
 * `npm test` (docs/decisions/060): every check, in the order that fails fastest, with the two
 * single-threaded whole-program passes (ESLint's typed rules, tsc) side by side on the two cores,
 * and each step's time printed at the end so the CI's 30-minute bar can be read off the log.
 *
 * 1. the generated files (both ESLint and tsc read them): the route tree and the OpenAPI client
 *    types (decision 064), then the doc-path check;
 * 2. at once: ESLint + Prettier | tsc, then the build and the binary;
 * 3. Vitest, both projects, under the Node.js the binary embeds against the compiled server
 *    (`npm run test:runtime`): every test once, on what ships;
 * 4. Vitest again under the machine's Node.js for the tests whose outcome depends on it: the
 *    SQLite driver (better-sqlite3 12 here, 13 on Node 22+, decision 023) and the database layer;
 * 5. Playwright, under the machine's Node.js (`npm ci && npm start`'s runtime), on the build's client.
 * Arguments: none. Exit code: the first failing step's.
 */
import { spawn } from 'node:child_process';

const npx = (...args) => ['npx', '--no-install', ...args];
const steps = [
  {
    name: 'route tree, OpenAPI client types',
    run: [
      ['node', '--import', 'tsx', 'scripts/route-tree.ts'],
      ['node', '--import', 'tsx', 'scripts/openapi-client-types.ts'],
      ['node', 'scripts/check-doc-paths.mjs'],
    ],
  },
  {
    name: 'lint, typecheck, build',
    parallel: [
      {
        name: 'eslint + prettier',
        run: [
          npx('eslint', '--max-warnings=0', '.'),
          npx('prettier', '--check', 'src/**/*.{ts,tsx,css}', 'tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'db/**/*.ts', '*.ts'),
        ],
      },
      {
        name: 'tsc, build, binary',
        run: [npx('tsc', '--noEmit'), ['npm', 'run', 'build'], ['node', 'scripts/build-binary.mjs']],
      },
    ],
  },
  { name: 'vitest on the shipped runtime and build', run: [['node', 'scripts/test-node-runtime.mjs']] },
  {
    name: "vitest on the machine's Node (SQLite driver, database layer)",
    run: [npx('vitest', 'run', '--project', 'sqlite', 'src/server/db/', 'db/')],
  },
  { name: 'playwright', run: [['npm', 'run', 'test:e2e']] },
];

/** Runs commands one after another; output goes to the terminal, or into a buffer when `quiet`. */
function runSeries(commands, quiet) {
  return commands.reduce(
    (previous, [command, ...args]) =>
      previous.then((done) => {
        if (done.code !== 0) return done;
        return new Promise((resolve) => {
          const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
          const output = [];
          child.stdout?.on('data', (chunk) => output.push(chunk));
          child.stderr?.on('data', (chunk) => output.push(chunk));
          child.on('close', (code, signal) =>
            resolve({
              code: code ?? (signal ? 1 : 0),
              output: done.output.concat(output),
              failed: code === 0 ? null : [command, ...args].join(' '),
            }),
          );
        });
      }),
    Promise.resolve({ code: 0, output: [], failed: null }),
  );
}

const times = [];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
let exitCode = 0;
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n=== ${step.name} ===`);
  if (step.parallel) {
    // Each branch's output is printed whole when it ends, so the two never interleave.
    const results = await Promise.all(
      step.parallel.map(async (branch) => {
        const b0 = Date.now();
        const result = await runSeries(branch.run, true);
        console.log(`\n--- ${branch.name} (${seconds(Date.now() - b0)}) ---\n${Buffer.concat(result.output).toString()}`);
        times.push([`  ${branch.name}`, Date.now() - b0]);
        return result;
      }),
    );
    const failed = results.find((r) => r.code !== 0);
    if (failed) {
      console.error(`\nFAILED: ${failed.failed}`);
      exitCode = failed.code;
    }
  } else {
    const result = await runSeries(step.run, false);
    if (result.code !== 0) {
      console.error(`\nFAILED: ${result.failed}`);
      exitCode = result.code;
    }
  }
  times.push([step.name, Date.now() - t0]);
  if (exitCode !== 0) break;
}
console.log(`\n=== npm test: ${exitCode === 0 ? 'passed' : 'FAILED'} in ${seconds(Date.now() - started)} ===`);
for (const [name, ms] of times) console.log(`${seconds(ms).padStart(7)}  ${name}`);
process.exit(exitCode);
