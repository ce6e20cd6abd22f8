/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    /** Requests sent before the measured ones, not counted. */
    warmup?: { connections: number; duration: number };
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
  }
  interface Result {
    /** The seconds the run lasted. */
    duration: number;
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
