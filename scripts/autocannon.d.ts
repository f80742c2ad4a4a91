/** The little of autocannon's API that scripts/bench-mix.ts uses (the package ships no types). */
declare module 'autocannon' {
  type Request = {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: Request) => Request;
  };
  type Options = { url: string; connections?: number; duration?: number; headers?: Record<string, string>; requests?: Request[] };
  type Histogram = { average: number; p50: number; p99: number; sent: number };
  namespace autocannon {
    type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number; '2xx': number };
  }
  function autocannon(options: Options, done: (error: Error | null, result: autocannon.Result) => void): unknown;
  export default autocannon;
}
