/** scripts/server-node.mjs, for the TypeScript benchmarks. */
export function serverNode(argv?: string[]): { node: string; label: string };
export function benchServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv;
export function processCpuMs(pid: number): number;
