/** What the parts of a crash run share: whether to stop, the answers seen, and what went wrong. */
export type Run = {
  stopping: boolean;
  attempts: number;
  /** Violations: any one fails the run. */
  problems: string[];
  /** Why the run was too small to mean anything (also fails it). */
  tooSmall: string[];
  tally(status: string): void;
  statuses: Map<string, number>;
};

export function newRun(): Run {
  const statuses = new Map<string, number>();
  return {
    stopping: false,
    attempts: 0,
    problems: [],
    tooSmall: [],
    statuses,
    tally: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
  };
}
