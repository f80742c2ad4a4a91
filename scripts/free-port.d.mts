/** A port nothing listens on now, on the loopback address (the benchmarks' servers). */
export function freePort(): Promise<number>;
