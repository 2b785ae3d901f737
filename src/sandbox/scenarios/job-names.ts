/**
 * The hook point for the jobs' catalogue: says what is wrong with a scenario's job name or outcome name,
 * or `undefined` when they are fine. Until the catalogue is generated from the contract, any name is
 * accepted; wiring it is replacing this function's body with a look-up in that catalogue (a job named
 * that way exists; the outcome is one of its outcome enumeration's names).
 */
export function jobNameProblem(_job: string | undefined, _outcome: string | undefined): string | undefined {
  return undefined;
}
