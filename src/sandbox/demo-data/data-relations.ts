/**
 * The demo data's data relations: every demo campaign (ids 4711..4722, see `catalogue.ts`) has its
 * orders and vouchers (Database relations keyed by the contact's `DSM_CustomerID`, rows for demo
 * contacts), every other one a read-only Scripting relation of stores; one Database relation of dealers
 * is account-wide. Built from its own random sequence, so it never shifts the other areas' demo data.
 */
import {
  DEFAULT_PRIMARY_COLUMN,
  type DataRelationColumnRecord,
  type DataRelationRecord,
  type DataRelationRow,
} from '../records/data-relations.js';
import { FIRST_CUSTOMER_ID } from './contacts.js';
import { type Random, seededRandom } from './random.js';

/** The demo campaigns' ids, as `demoCampaigns` numbers them. */
const FIRST_CAMPAIGN_ID = 4711;
const CAMPAIGN_COUNT = 12;
const PRODUCTS = [
  'Gartenstuhl Aluminium',
  'Sonnenschirm 3 m',
  'Winterreifen-Set',
  'Inspektion Paket S',
  'Fußmatten Premium',
  'Dachbox 420 l',
];
const CITIES = ['Hamburg', 'Bremen', 'Kiel', 'Lübeck', 'Hannover'];

const column = (name: string, type: string, length: number | null = null): DataRelationColumnRecord => ({
  name,
  type,
  length,
  isPrimaryColumn: name === DEFAULT_PRIMARY_COLUMN,
});

/** The orders of the first campaign that the contract's examples name. */
const EXAMPLE_CUSTOMERS = [5012, 5013, 5020];

/** `count` different customer ids of the demo contacts (and `fixed` ones among them), ascending. */
function customers(random: Random, contactCount: number, count: number, fixed: readonly number[] = []): number[] {
  const ids = new Set(fixed.filter((id) => id < FIRST_CUSTOMER_ID + contactCount));
  for (let tries = 0; ids.size < Math.min(count, contactCount) && tries < count * 10; tries++)
    ids.add(FIRST_CUSTOMER_ID + random.int(0, contactCount - 1));
  return [...ids].sort((a, b) => a - b);
}

const day = (random: Random) =>
  `${new Date(Date.UTC(2026, random.int(0, 9), random.int(1, 28), random.int(8, 18))).toISOString().slice(0, 19)}Z`;

function orders(random: Random, contactCount: number, fixed: readonly number[]): Pick<DataRelationRecord, 'columns' | 'rows'> {
  const rows: DataRelationRow[] = customers(random, contactCount, random.int(6, 14), fixed).map((id) => [
    id,
    random.pick(PRODUCTS),
    random.int(1, 5),
    day(random),
    random.chance(0.5),
  ]);
  return {
    columns: [
      column(DEFAULT_PRIMARY_COLUMN, 'int'),
      column('Product', 'nvarchar', 100),
      column('Quantity', 'int'),
      column('OrderDate', 'datetime'),
      column('Confirmed', 'bit'),
    ],
    rows,
  };
}

function vouchers(random: Random, contactCount: number): Pick<DataRelationRecord, 'columns' | 'rows'> {
  const rows: DataRelationRow[] = customers(random, contactCount, random.int(4, 10)).map((id) => [
    id,
    `V-${id}-${random.int(1000, 9999)}`,
    random.pick([5, 10, 25, 50]),
    random.chance(0.3),
    random.int(0, 3),
  ]);
  return {
    columns: [
      column(DEFAULT_PRIMARY_COLUMN, 'int'),
      column('Code', 'nvarchar', 20),
      column('Value', 'decimal'),
      column('Redeemed', 'bit'),
      column('RedeemCount', 'int'),
    ],
    rows,
  };
}

const STORES: Pick<DataRelationRecord, 'columns' | 'rows'> = {
  columns: [
    { ...column('StoreId', 'int'), isPrimaryColumn: true },
    column('City', 'nvarchar', 100),
    column('OpeningHours', 'nvarchar', 50),
  ],
  rows: CITIES.map((city, i) => [i + 1, city, i % 2 ? 'Mo-Sa 9-20' : 'Mo-Fr 8-18']),
};

export function demoDataRelations(contactCount: number): DataRelationRecord[] {
  const random = seededRandom(20261129);
  const relations: DataRelationRecord[] = [];
  const add = (relation: Omit<DataRelationRecord, 'id' | 'events'>) =>
    relations.push({ ...relation, id: relations.length + 1, events: [] });
  for (let i = 0; i < CAMPAIGN_COUNT; i++) {
    const campaignId = FIRST_CAMPAIGN_ID + i;
    add({
      campaignId,
      name: 'Orders',
      relationType: 'Database',
      tableName: 'Orders',
      ...orders(random, contactCount, i === 0 ? EXAMPLE_CUSTOMERS : []),
      buttonActions: [{ name: 'ConfirmOrder', column: 'Confirmed', value: true }, { name: 'Reorder' }],
    });
    add({
      campaignId,
      name: 'Vouchers',
      relationType: 'Database',
      tableName: 'Vouchers',
      ...vouchers(random, contactCount),
      buttonActions: [{ name: 'RedeemVoucher', column: 'Redeemed', value: true }],
    });
    if (i % 2 === 0) add({ campaignId, name: 'Stores', relationType: 'Scripting', tableName: 'Stores', ...STORES, buttonActions: [] });
  }
  add({
    campaignId: null,
    name: 'Dealers',
    relationType: 'Database',
    tableName: 'Dealers',
    columns: [{ ...column('DealerId', 'int'), isPrimaryColumn: true }, column('Name', 'nvarchar', 100), column('City', 'nvarchar', 100)],
    rows: CITIES.map((city, i) => [101 + i, `Autohaus Nord ${city}`, city]),
    buttonActions: [],
  });
  return relations;
}
