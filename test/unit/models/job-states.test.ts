import { describe, expect, it } from 'vitest';
import {
  CampaignDocumentImportState,
  CampaignDocumentReplaceState,
  DocumentTemplateImportState,
  ImageImportState,
} from '../../../generated/model/index.js';
import {
  JOB_STATE_RULES,
  type JobOutcome,
  campaignCreationOutcome,
  classifyJobState,
  documentImportOutcome,
  documentReplaceOutcome,
  documentTemplateImportOutcome,
  imageImportOutcome,
  isCampaignCreationDone,
  isDocumentImportDone,
  isDocumentReplaceDone,
  isDocumentTemplateImportDone,
  isImageImportDone,
  isRenderDone,
  renderOutcome,
} from '../../../src/models/index.js';

type Table = [state: number, outcome: JobOutcome][];

const JOBS: [name: string, outcome: (state: number) => JobOutcome, isDone: (state: number) => boolean, table: Table][] = [
  [
    'campaign creation',
    campaignCreationOutcome,
    isCampaignCreationDone,
    [
      [0, 'running'],
      [1, 'running'],
      [2, 'finished'],
      [3, 'failed'],
      [4, 'running'],
      [19, 'running'],
      [25, 'running'],
    ],
  ],
  [
    'render',
    renderOutcome,
    isRenderDone,
    [
      [0, 'running'],
      [1, 'running'],
      [2, 'finished'],
      [3, 'finished'],
      [4, 'finished'],
      [5, 'running'],
    ],
  ],
  [
    'document replace',
    documentReplaceOutcome,
    isDocumentReplaceDone,
    [
      [0, 'running'],
      [12, 'running'],
      [200, 'running'],
      [201, 'running'],
      [499, 'running'],
      [500, 'finished'],
      [999, 'finished'],
      [1000, 'failed'],
      [1001, 'failed'],
      [1006, 'failed'],
      [2003, 'failed'],
    ],
  ],
  [
    'document import',
    documentImportOutcome,
    isDocumentImportDone,
    [
      [0, 'running'],
      [3, 'running'],
      [99, 'running'],
      [100, 'finished'],
      [101, 'failed'],
      [108, 'failed'],
    ],
  ],
  [
    'image import',
    imageImportOutcome,
    isImageImportDone,
    [
      [0, 'running'],
      [6, 'running'],
      [100, 'running'],
      [101, 'running'],
      [500, 'finished'],
      [1000, 'failed'],
      [1001, 'needsDecision'],
      [2000, 'failed'],
      [2001, 'failed'],
    ],
  ],
  [
    'document template import',
    documentTemplateImportOutcome,
    isDocumentTemplateImportDone,
    [
      [0, 'running'],
      [3, 'running'],
      [500, 'finished'],
      [1000, 'failed'],
      [1001, 'needsDecision'],
      [1002, 'failed'],
      [2001, 'failed'],
    ],
  ],
];

describe.each(JOBS)('%s', (_name, outcome, isDone, table) => {
  it.each(table)('state %i is %s', (state, expected) => {
    expect(outcome(state)).toBe(expected);
  });

  it.each(table)('state %i is done unless running (%s)', (state, expected) => {
    expect(isDone(state)).toBe(expected !== 'running');
  });
});

describe('the contract’s named states', () => {
  it.each([
    ['document replace', CampaignDocumentReplaceState.waitingForCheckInCompletion, 'running', documentReplaceOutcome],
    ['document replace', CampaignDocumentReplaceState.finished, 'finished', documentReplaceOutcome],
    ['document replace', CampaignDocumentReplaceState.couldNotFindCampaign, 'failed', documentReplaceOutcome],
    ['document import', CampaignDocumentImportState.completed, 'finished', documentImportOutcome],
    ['document import', CampaignDocumentImportState.statusMissing, 'failed', documentImportOutcome],
    ['image import', ImageImportState.convertingFiles, 'running', imageImportOutcome],
    ['image import', ImageImportState.userInteractionNeeded, 'needsDecision', imageImportOutcome],
    ['image import', ImageImportState.couldNotFindStatus, 'failed', imageImportOutcome],
    ['document template import', DocumentTemplateImportState.userInteractionNeeded, 'needsDecision', documentTemplateImportOutcome],
    ['document template import', DocumentTemplateImportState.couldNotFindInfoFile, 'failed', documentTemplateImportOutcome],
  ] as const)('%s: state %i is %s', (_job, state, expected, outcome) => {
    expect(outcome(state)).toBe(expected);
  });
});

describe('classifyJobState', () => {
  it('checks decisions before failures and failures before completion', () => {
    const rule = { finishedFrom: 10, failedFrom: 20, decisionStates: [25] };
    expect(classifyJobState(rule, 9)).toBe('running');
    expect(classifyJobState(rule, 10)).toBe('finished');
    expect(classifyJobState(rule, 20)).toBe('failed');
    expect(classifyJobState(rule, 25)).toBe('needsDecision');
  });

  it('reads every state as running under an empty rule', () => {
    expect(classifyJobState({}, 0)).toBe('running');
    expect(classifyJobState({}, 1_000_000)).toBe('running');
  });

  it('has a rule for each kind of job', () => {
    expect(Object.keys(JOB_STATE_RULES).sort()).toEqual([
      'campaignCreation',
      'documentImport',
      'documentReplace',
      'documentTemplateImport',
      'imageImport',
      'render',
    ]);
  });
});
