/** What the workflow editor offers: the entity types by category with the inputs that configure them. */
import type { components } from '../../../generated/schema.js';
import { SandboxRefusal } from '../refusal.js';
import type { EntityCategory } from './buckets.js';

type Definition = components['schemas']['WorkflowEntityDefinition'];
type Parameter = readonly [name: string, displayName: string, type: string, required: boolean, options?: readonly string[]];

const COMPARERS = ['equals', 'equalsNot', 'contains', 'startsWith', 'greaterThan', 'lowerThan'] as const;

/** Every entity type: category, display name, description, and its configuration inputs. */
export const ENTITY_TYPES: ReadonlyMap<
  string,
  { category: EntityCategory; displayName: string; description: string; parameters: readonly Parameter[] }
> = new Map([
  [
    'DatabaseSource',
    {
      category: 'dataSource',
      displayName: 'Datenbank',
      description: 'Starts with the records of the workflow’s database.',
      parameters: [['leadsTableId', 'Datenbank', 'number', true]],
    },
  ],
  [
    'ColumnFilter',
    {
      category: 'filter',
      displayName: 'Spaltenfilter',
      description: 'Keeps the records whose column matches a value.',
      parameters: [
        ['columnName', 'Spalte', 'column', true],
        ['comparer', 'Vergleich', 'select', true, COMPARERS],
        ['value', 'Wert', 'text', false],
      ],
    },
  ],
  [
    'DateFilter',
    {
      category: 'filter',
      displayName: 'Datumsfilter',
      description: 'Keeps the records whose date column lies in a range.',
      parameters: [
        ['columnName', 'Spalte', 'column', true],
        ['from', 'Von', 'date', false],
        ['to', 'Bis', 'date', false],
      ],
    },
  ],
  [
    'EventFilter',
    {
      category: 'eventFilter',
      displayName: 'Ereignisfilter',
      description: 'Keeps the records with an event of a type.',
      parameters: [
        ['eventType', 'Ereignis', 'number', true],
        ['pageName', 'Seite', 'text', false],
      ],
    },
  ],
  [
    'PageVisitFilter',
    {
      category: 'eventFilter',
      displayName: 'Seitenbesuch',
      description: 'Keeps the records that visited a page of the campaign.',
      parameters: [['pageId', 'Seite', 'number', true]],
    },
  ],
  ['Bucket', { category: 'bucket', displayName: 'Bucket', description: 'Collects the records that reach it.', parameters: [] }],
  [
    'SendMail',
    {
      category: 'action',
      displayName: 'E-Mail senden',
      description: 'Sends a mail of the campaign.',
      parameters: [['mailId', 'E-Mail', 'number', true]],
    },
  ],
  [
    'SendSms',
    {
      category: 'action',
      displayName: 'SMS senden',
      description: 'Sends an SMS of the campaign.',
      parameters: [['smsId', 'SMS', 'number', true]],
    },
  ],
  [
    'RenderDocument',
    {
      category: 'action',
      displayName: 'Dokument erzeugen',
      description: 'Renders a print document of the campaign.',
      parameters: [['documentId', 'Dokument', 'number', true]],
    },
  ],
  [
    'SetColumnValue',
    {
      category: 'dataUpdater',
      displayName: 'Wert setzen',
      description: 'Writes a value into a column of the records.',
      parameters: [
        ['columnName', 'Spalte', 'column', true],
        ['value', 'Wert', 'text', false],
      ],
    },
  ],
  ['AndCombiner', { category: 'combiner', displayName: 'Und', description: 'Passes the records that reach every input.', parameters: [] }],
  ['OrCombiner', { category: 'combiner', displayName: 'Oder', description: 'Passes the records that reach any input.', parameters: [] }],
]);

export function definitions(category?: EntityCategory): Definition[] {
  return [...ENTITY_TYPES]
    .filter(([, type]) => category === undefined || type.category === category)
    .map(([typeName, type]) => ({
      typeName,
      displayName: type.displayName,
      category: type.category,
      description: type.description,
      hasInput: type.category !== 'dataSource',
      hasOutput: true,
    }));
}

/** The type of an entity to add: one of the category's types (the category's only type when none is named). */
export function typeOf(category: EntityCategory, typeName: string | null | undefined): string {
  const names = [...ENTITY_TYPES].filter(([, type]) => type.category === category).map(([name]) => name);
  if (!typeName) {
    if (names.length === 1) return names[0]!;
    throw new SandboxRefusal("No 'typeName' parameter provided.");
  }
  const found = names.find((name) => name.toLowerCase() === typeName.toLowerCase());
  if (!found) throw new SandboxRefusal(`Unknown ${category} type '${typeName}'.`);
  return found;
}
