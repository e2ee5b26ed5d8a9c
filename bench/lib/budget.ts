/**
 * One line per measured figure beside its budget, so `npm run bench` reads as a checklist (issue 19):
 *   PASS  search p99, 20,000 pieces, 50 connections        7.9 ms   (budget ≤ 10 ms)
 * Every verdict is also kept, and `printVerdicts()` at the end of the run lists them again with a count of FAILs.
 */
export interface Verdict {
  name: string;
  value: number;
  unit: string;
  budget: number;
  /** 'max': the figure must be at most the budget (latency, memory); 'min': at least (throughput ratios). */
  kind: 'max' | 'min';
  pass: boolean;
}

const verdicts: Verdict[] = [];

function fmt(n: number): string {
  if (Number.isInteger(n)) return n.toLocaleString('en-US');
  return n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2);
}

/** Records and prints one figure against its budget; returns whether it passed. */
export function budget(
  name: string,
  value: number,
  limit: { max: number; unit: string } | { min: number; unit: string },
): boolean {
  const kind = 'max' in limit ? 'max' : 'min';
  const bound = 'max' in limit ? limit.max : limit.min;
  const pass = kind === 'max' ? value <= bound : value >= bound;
  verdicts.push({ name, value, unit: limit.unit, budget: bound, kind, pass });
  const unit = limit.unit ? ` ${limit.unit}` : '';
  console.info(
    `${pass ? 'PASS' : 'FAIL'}  ${name.padEnd(56)} ${`${fmt(value)}${unit}`.padStart(12)}   (budget ${
      kind === 'max' ? '≤' : '≥'
    } ${fmt(bound)}${unit})`,
  );
  return pass;
}

export function allVerdicts(): readonly Verdict[] {
  return verdicts;
}

/** The closing summary: every figure again, then "n of m budgets met". */
export function printVerdicts(): void {
  if (!verdicts.length) return;
  console.info('\n=== budgets ===');
  for (const v of verdicts)
    console.info(
      `${v.pass ? 'PASS' : 'FAIL'}  ${v.name}: ${fmt(v.value)}${v.unit ? ` ${v.unit}` : ''} (budget ${
        v.kind === 'max' ? '≤' : '≥'
      } ${fmt(v.budget)}${v.unit ? ` ${v.unit}` : ''})`,
    );
  const failed = verdicts.filter((v) => !v.pass).length;
  console.info(
    `${verdicts.length - failed} of ${verdicts.length} budgets met${failed ? `, ${failed} FAIL` : ''}`,
  );
}
