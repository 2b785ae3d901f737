/** generated/README.md: what each file and folder of generated/ is, written by `npm run generate`. */
export const GENERATED_README = `# generated/

Everything here is made by \`npm run generate\` (scripts/generate/generate.ts) from the contract in \`openapi/\`.
Do not edit it by hand: change the contract or the generator, run \`npm run generate\`, and commit both.
CI fails when this folder differs from what the generator makes.

| Path | What it is | Made by |
| --- | --- | --- |
| \`openapi.json\` | The contract bundled into one file (\`@dsm/sdk/openapi.json\`). | Redocly |
| \`schema.ts\` | Types of the whole contract: \`paths\` (what \`raw\` is typed by), \`operations\` and \`components\` (exported by \`@dsm/sdk/raw\`). Examples and the \`put?: never\` placeholders of methods a path lacks are left out (examples are in \`openapi.json\`). | openapi-typescript |
| \`call-table.ts\` | \`CallTable\`: every operation's input (\`{ path, body }\`) and result, by the models the functions use: what \`call()\` is typed by, without the whole contract's types. | scripts/generate/generate.ts, from the functions' signatures |
| \`operation-ids.ts\` | \`OperationId\`: every operationId of the contract, as a union of names. | scripts/generate/generate.ts |
| \`operations/<area>.ts\` | Each operation as data (method, path template, query or mutation, signing, path value types, its client-side checks): what the transport sends. | scripts/generate/operation-table.ts |
| \`operation-table.ts\` | Every operation as plain data, in the contract's tag order: id, area, summary, method, path, kind, signing, SDK names, path values and body with their schemas and examples (exported by \`@dsm/sdk/operations\`). | scripts/generate/public-operation-table.ts |
| \`functions/<area>.ts\` | One plain async function per operation, e.g. \`contactsCount({ client })\`, resolving to the reply's \`responseObject\` (exported by \`@dsm/sdk\`). | orval, with scripts/generate/orval-clients.ts |
| \`hooks/<area>.ts\` | One React Query hook per operation: \`useQuery\` for reads (each carrying its options and key: \`useX.queryOptions(client, …)\`, \`useX.queryKey(…)\`), \`useMutation\` for everything that changes data (exported by \`@dsm/sdk/react\`). Each is typed in full and made from the descriptor by a shared factory (src/react/hook-factories.ts). | orval, with scripts/generate/orval-clients.ts |
| \`model/index.ts\` | One module: one type (and, for enumerations, one constant object) per schema of the contract, plus the body types orval names after their operation (\`DataRelationsListBody\`). Results are typed by the model they hold (\`Promise<Contact>\`), so no envelope type per reply is written. Orval writes a file per schema; they are joined into one, which an application's type-check reads much faster. | orval, scripts/generate/model-module.ts |
| \`non-readonly.ts\` | \`NonReadonly<T>\`: a model without its read-only fields, the type of request bodies whose model has some. | scripts/generate/orval-output.ts |
| \`msw/operations.ts\` | Method, path and example reply of every operation, for the MSW handlers (\`@dsm/sdk/msw\`). | scripts/generate/generate-msw.ts |
| \`labels.ts\` | The label of every enumeration value (\`x-enum-descriptions\`), as \`<NAME>_LABELS\` keyed by value: the select labels read them. | scripts/generate/generate-labels.ts |
| \`contact-columns.ts\` | \`CONTACT_COLUMN_FACTS\`: the standard contact columns in order, each with its label (\`title\`), type (derived from the property's schema, or \`x-dsm-column-type\`), editability (not \`readOnly\`) and select labels: the SDK's column model reads it, and through it the sandbox and the console. | scripts/generate/generate-contact-columns.ts |
| \`defaults.ts\` | The contract's \`default\` values: \`<NAME>_DEFAULTS\` per model (field to default), \`<NAME>_DEFAULT\` per defaulted enumeration, \`<NAME>_LOOKUPS\` for \`x-dsm-default-lookup\`: the request-model factories and the sandbox read them. | scripts/generate/generate-defaults.ts |
| \`job-states.ts\` | \`JOB_STATE_RULES\`: how to read each job-state schema (\`x-dsm-job-states\`: finished, failed and decision states), keyed by schema name: the job readers and the sandbox classify states with it. | scripts/generate/generate-job-states.ts |
| \`contract-schemas.ts\` | \`CONTRACT_SCHEMAS\`: each operation's path values, request body and reply as JSON Schema (draft-07, as Prism reads them; read-only fields refused in requests), the models once under \`definitions\`: the sandbox checks requests and replies in process with it (\`@dsm/sdk/sandbox\` only). | scripts/generate/generate-contract-schemas.ts |
| \`job-facts.ts\` | \`JOB_FACTS\`: every long job as plain data (\`x-dsm-job\`, \`x-dsm-job-fields\`): start and status operations, where the id travels, timing, the status fields' roles, the state fields of each running step, of the done status and of every documented outcome with the platform's message: what the sandbox runs and the docs list. | scripts/generate/generate-jobs.ts |
| \`jobs.ts\` | The job catalogue: one \`defineJob\` line per job (\`contactImportJob\`, …) and \`jobs\` by name, over the operation descriptors, with the reader its status fields call for and the hand-written reader or decision answer it names (exported by \`@dsm/sdk\`). | scripts/generate/generate-jobs.ts |
| \`.inputs-hash\` | Local, ignored by git: a hash of everything the output was made from, so \`npm start\` can skip a generate that would change nothing. | scripts/generate/generated-stamp.ts |

Each function and hook carries the contract's description and summary of its operation and an \`@param\`
line per argument, from the contract's parameter and body descriptions.
`;
