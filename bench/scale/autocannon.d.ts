/** The part of autocannon 8's API the load child uses (the package ships no types). */
declare module 'autocannon' {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    pipelining?: number;
    duration?: number;
  }
  interface Histogram {
    p50: number;
    p99: number;
    average: number;
    total: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
