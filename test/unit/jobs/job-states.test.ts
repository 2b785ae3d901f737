import { describe, expect, it } from 'vitest';
import {
  CampaignCreationFinalState,
  CampaignDocumentImportState,
  CampaignDocumentReplaceState,
  DatabaseImportState,
  DatabaseSyncTaskState,
  DocumentTemplateImportState,
  FontImportState,
  HtmlZipImportState,
  ImageImportState,
  PortalSkinJobState,
  ResourceImportState,
  UnsubscriberExportState,
} from '../../../generated/model/index.js';
import { JOB_STATE_RULES, type JobOutcome, type JobStateSchema, classifyJobState, isJobDone } from '../../../src/jobs/index.js';
import { contractSchemas } from '../../support/contract-schemas.js';

const schemas = contractSchemas();
const withRules = Object.entries(schemas).filter(([, schema]) => schema?.['x-dsm-job-states'] !== undefined);

describe('the generated job-state rules', () => {
  it('are the contract’s x-dsm-job-states, one per state schema that has them', () => {
    expect(withRules.length).toBeGreaterThan(0);
    expect(Object.keys(JOB_STATE_RULES).sort()).toEqual(withRules.map(([name]) => name).sort());
    for (const [name, schema] of withRules) {
      const { states, ...rule } = JOB_STATE_RULES[name as JobStateSchema] as { states?: readonly number[] };
      expect(rule, name).toEqual(schema['x-dsm-job-states']);
      // The enumeration is every state the job reports, unless it names final states only (any other is running).
      if (states) expect(states, name).toEqual(schema.enum);
      else
        expect(Array.isArray(schema.enum) && schema.enum.some((state: number) => classifyJobState(rule, state) === 'running')).toBe(false);
    }
  });

  it('name only states their enumeration has', () => {
    for (const [name, schema] of withRules) {
      if (!Array.isArray(schema.enum)) continue;
      const rule: Record<string, unknown> = schema['x-dsm-job-states'];
      for (const list of ['finishedStates', 'failedStates', 'decisionStates'])
        for (const state of (rule[list] as number[] | undefined) ?? []) expect(schema.enum, `${name}.${list}`).toContain(state);
    }
  });
});

type Table = [state: number, outcome: JobOutcome][];

/** The outcomes the platform's documentation gives, state by state. */
const OUTCOMES: [schema: JobStateSchema, table: Table][] = [
  [
    'CampaignCreationFinalState',
    [
      [0, 'running'],
      [CampaignCreationFinalState.finished, 'finished'],
      [CampaignCreationFinalState.failed, 'failed'],
      [4, 'running'],
      [19, 'running'],
    ],
  ],
  [
    'CampaignRenderState',
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
    'CampaignDocumentReplaceState',
    [
      [CampaignDocumentReplaceState.waitingToStart, 'running'],
      [CampaignDocumentReplaceState.waitingForCheckInCompletion, 'running'],
      [CampaignDocumentReplaceState.writingDocumentTemplateMetaData, 'running'],
      [CampaignDocumentReplaceState.finished, 'finished'],
      [CampaignDocumentReplaceState.couldNotFindStatus, 'failed'],
      [CampaignDocumentReplaceState.couldNotFindCampaign, 'failed'],
      [CampaignDocumentReplaceState.couldNotCheckInContent, 'failed'],
    ],
  ],
  [
    'CampaignDocumentImportState',
    [
      [CampaignDocumentImportState.queued, 'running'],
      [CampaignDocumentImportState.creatingCampaign, 'running'],
      [CampaignDocumentImportState.completed, 'finished'],
      [CampaignDocumentImportState.couldNotFindStatus, 'failed'],
      [CampaignDocumentImportState.couldNotRegisterDocument, 'failed'],
    ],
  ],
  [
    'ImageImportState',
    [
      [ImageImportState.waitingToStart, 'running'],
      [ImageImportState.creatingThumbnails, 'running'],
      [ImageImportState.convertingFiles, 'running'],
      [ImageImportState.finished, 'finished'],
      [ImageImportState.couldNotFindStatus, 'failed'],
      [ImageImportState.userInteractionNeeded, 'needsDecision'],
      [ImageImportState.couldNotExtractZipFile, 'failed'],
    ],
  ],
  [
    'DocumentTemplateImportState',
    [
      [DocumentTemplateImportState.readingInfoFile, 'running'],
      [DocumentTemplateImportState.finished, 'finished'],
      [DocumentTemplateImportState.couldNotFindStatus, 'failed'],
      [DocumentTemplateImportState.userInteractionNeeded, 'needsDecision'],
      [DocumentTemplateImportState.couldNotFindInfoFile, 'failed'],
    ],
  ],
  [
    'PortalSkinJobState',
    [
      [PortalSkinJobState.queued, 'running'],
      [PortalSkinJobState.running, 'running'],
      [PortalSkinJobState.completed, 'finished'],
      [PortalSkinJobState.failed, 'failed'],
    ],
  ],
  [
    'ResourceImportState',
    [
      [ResourceImportState.queued, 'running'],
      [ResourceImportState.processing, 'running'],
      [ResourceImportState.finished, 'finished'],
      [ResourceImportState.error, 'failed'],
    ],
  ],
  [
    'HtmlZipImportState',
    [
      [HtmlZipImportState.extract, 'running'],
      [HtmlZipImportState.postProcessing, 'running'],
      [HtmlZipImportState.finished, 'finished'],
      [HtmlZipImportState.error, 'failed'],
    ],
  ],
  [
    'FontImportState',
    [
      [FontImportState.conversion, 'running'],
      [FontImportState.finished, 'finished'],
      [FontImportState.failed, 'failed'],
    ],
  ],
  [
    'DatabaseSyncTaskState',
    [
      [DatabaseSyncTaskState.processing, 'running'],
      [DatabaseSyncTaskState.finished, 'finished'],
      [DatabaseSyncTaskState.failed, 'failed'],
    ],
  ],
  [
    'UnsubscriberExportState',
    [
      // The platform's state for an export it does not know (never started, or gone): an end, not progress.
      [UnsubscriberExportState.unknown, 'failed'],
      [UnsubscriberExportState.processing, 'running'],
      [UnsubscriberExportState.finished, 'finished'],
      [UnsubscriberExportState.error, 'failed'],
    ],
  ],
  [
    'CampaignTemplateImportState',
    [
      [0, 'running'],
      [1, 'running'],
      [2, 'finished'],
    ],
  ],
  [
    'CampaignTemplateImportErrorCode',
    [
      [0, 'finished'],
      [1, 'failed'],
      [2, 'failed'],
      [9, 'needsDecision'],
      [12, 'failed'],
    ],
  ],
  [
    'ContactImportState',
    [
      [0, 'running'],
      [1, 'running'],
      [2, 'finished'],
    ],
  ],
  [
    'ContactImportErrorCode',
    [
      [0, 'finished'],
      [1, 'failed'],
      [5, 'failed'],
    ],
  ],
  [
    'DatabaseImportState',
    [
      [DatabaseImportState.noProgressAvailable, 'running'],
      [DatabaseImportState.processing, 'running'],
      [DatabaseImportState.finished, 'finished'],
      [DatabaseImportState.managerIdDoesNotExist, 'failed'],
      [DatabaseImportState.couldNotReadRequest, 'failed'],
      [DatabaseImportState.failed, 'failed'],
    ],
  ],
];

describe.each(OUTCOMES)('%s', (schema, table) => {
  it.each(table)('state %i is %s', (state, expected) => {
    expect(classifyJobState(JOB_STATE_RULES[schema], state)).toBe(expected);
  });

  it.each(table)('state %i is done unless running (%s)', (state, expected) => {
    expect(isJobDone(JOB_STATE_RULES[schema], state)).toBe(expected !== 'running');
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

  it('has a documented outcome table for every rule of the contract', () => {
    expect(OUTCOMES.map(([schema]) => schema).sort()).toEqual(Object.keys(JOB_STATE_RULES).sort());
  });
});
