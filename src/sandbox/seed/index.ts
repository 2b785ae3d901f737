/** The sandbox's starting state: the same on every start (seeded generator, fixed dates). */
import type { SandboxSeed } from '../store/index.js';

export function seedState(): SandboxSeed {
  return { contacts: [], additionalColumns: [], batches: [], templates: [], templateCategories: [], campaigns: [], databases: [], portalUsers: [] };
}
