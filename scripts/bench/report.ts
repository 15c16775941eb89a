// Each measured line ends with its budget and `ok` or `OVER`; the missed ones are listed at the end, and with
// `--check` they make the bench exit non-zero.

const missed: string[] = [];

/** `ok` or `OVER` for a line's budget; a miss is remembered under `what` for the summary. */
export function verdict(what: string, within: boolean): 'ok' | 'OVER' {
  if (!within) missed.push(what);
  return within ? 'ok' : 'OVER';
}

/** The budgets missed so far, in the order they were measured. */
export function missedBudgets(): readonly string[] {
  return missed;
}
