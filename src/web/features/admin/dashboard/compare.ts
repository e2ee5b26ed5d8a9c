/**
 * How a figure moved against the period before, in words a tile can show: "▲ 12% on the 7 days before".
 * Whole percents; "new" when the period before had none; a refund rising is not good news, so the caller says
 * which way is up (docs/decisions/101-dashboard-and-exports.md).
 */
export interface Change {
  text: string;
  /** 'up' | 'down' | 'same' — the direction of the number, not whether it is good. */
  direction: 'up' | 'down' | 'same';
}

export function changeAgainst(current: number, previous: number, days: number): Change {
  const before = `the ${days} days before`;
  if (previous === 0) {
    if (current === 0) return { text: `none in ${before} either`, direction: 'same' };
    return { text: `none in ${before}`, direction: current > 0 ? 'up' : 'down' };
  }
  const pct = Math.round(((current - previous) / Math.abs(previous)) * 100);
  if (pct === 0) return { text: `as in ${before}`, direction: 'same' };
  return {
    text: `${pct > 0 ? '▲' : '▼'} ${Math.abs(pct).toLocaleString('en-IN')}% on ${before}`,
    direction: pct > 0 ? 'up' : 'down',
  };
}
