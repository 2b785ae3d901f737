/** The generator's check of `x-dsm-job-states`: a wrong rule stops `npm run generate` with the schema's name. */
import { describe, expect, it } from 'vitest';
import { jobStateRule } from '../../scripts/generate/generate-job-states.js';

const schema = (rule: unknown, values: number[] = [0, 1, 2, 3]) => ({ type: 'integer', enum: values, 'x-dsm-job-states': rule });

describe('jobStateRule()', () => {
  it('takes a rule of the known fields', () => {
    const rule = { finishedFrom: 2, failedFrom: 3, decisionStates: [1] };
    // The enumeration's states come along, so a reader can refuse a state the contract does not know.
    expect(jobStateRule('S', schema(rule))).toEqual({ ...rule, states: [0, 1, 2, 3] });
    expect(jobStateRule('S', { type: 'integer', 'x-dsm-job-states': { finishedStates: [7] } })).toEqual({ finishedStates: [7] });
  });

  it.each([
    ['not an object', [2], 'S: x-dsm-job-states is not an object'],
    ['an unknown field', { finishedFrom: 2, doneFrom: 3 }, "S: x-dsm-job-states has an unknown field 'doneFrom'"],
    ['a threshold that is no integer', { finishedFrom: '2' }, 'S: x-dsm-job-states.finishedFrom is not an integer'],
    ['a list that is no list of integers', { finishedStates: [2.5] }, 'S: x-dsm-job-states.finishedStates is not a list of integers'],
    [
      'a state the enumeration lacks',
      { finishedStates: [3], failedStates: [9] },
      'S: x-dsm-job-states.failedStates names states the enumeration lacks: 9',
    ],
    ['no finished state', { failedStates: [3] }, 'S: x-dsm-job-states names no finished state'],
  ])('refuses %s', (_case, rule, message) => {
    expect(() => jobStateRule('S', schema(rule))).toThrow(message);
  });
});
