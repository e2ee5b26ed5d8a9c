/** Per-step timings and error counts of a load run, and the percentiles printed from them. */

export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export class Recorder {
  readonly times = new Map<string, number[]>();
  /** `step status` → count, e.g. `create-checkout 409`; status 0 is a network failure. */
  readonly errors = new Map<string, number>();
  /** Refusals the bench expects and does not count as errors (none while stock is raised; see decision 052). */
  readonly refusals = new Map<string, number>();
  readonly samples = new Map<string, string>();
  journeys = 0;

  time(step: string, ms: number) {
    let list = this.times.get(step);
    if (!list) this.times.set(step, (list = []));
    list.push(ms);
  }

  error(step: string, status: number, sample: string) {
    const key = `${step} ${status}`;
    this.errors.set(key, (this.errors.get(key) ?? 0) + 1);
    if (!this.samples.has(key)) this.samples.set(key, sample.slice(0, 200));
  }

  errorCount(): number {
    let n = 0;
    for (const v of this.errors.values()) n += v;
    return n;
  }

  stepTable(order: string[]) {
    return order
      .filter((s) => this.times.has(s))
      .map((step) => {
        const sorted = [...this.times.get(step)!].sort((a, b) => a - b);
        const r = (x: number) => Math.round(x * 10) / 10;
        return {
          step,
          count: sorted.length,
          'p50 ms': r(percentile(sorted, 50)),
          'p95 ms': r(percentile(sorted, 95)),
          'p99 ms': r(percentile(sorted, 99)),
        };
      });
  }
}
