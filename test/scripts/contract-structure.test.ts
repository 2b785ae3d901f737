/**
 * House rules of the contract that Redocly cannot check: every area path is listed in the root,
 * component names are unique across areas, operation ids start with their area's name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'yaml';
import { listOperations, loadBundle, resolve } from '../../scripts/generate/contract.js';
import { supplementPostPaths } from '../support/fixtures.js';

const openapiDir = new URL('../../openapi/', import.meta.url);
const rootDocument = parse(readFileSync(new URL('openapi.yaml', openapiDir), 'utf8'));
const bundle = loadBundle(inject('bundlePath'));

const camelCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word, index) => (index === 0 ? word.toLowerCase() : word[0]!.toUpperCase() + word.slice(1).toLowerCase()))
    .join('');

const decodePointer = (pointer: string) => pointer.replace(/^\//, '').replace(/~1/g, '/').replace(/~0/g, '~');

describe('contract structure', () => {
  const areaFiles = readdirSync(new URL('paths/', openapiDir)).filter((file) => file.endsWith('.yaml'));
  const rootRefs = Object.entries<{ $ref: string }>(rootDocument.paths).map(([path, item]) => {
    const [file, pointer] = item.$ref.split('#');
    return { path, file: file!.replace(/^paths\//, ''), pointer: decodePointer(pointer!) };
  });

  it('the root lists each path under its own spelling', () => {
    for (const ref of rootRefs) expect(ref.pointer).toBe(ref.path);
  });

  it.each(areaFiles)('every path of paths/%s is in the root', (file) => {
    const areaPaths = Object.keys(parse(readFileSync(new URL(`paths/${file}`, openapiDir), 'utf8')) ?? {});
    const listed = rootRefs.filter((ref) => ref.file === file).map((ref) => ref.path);
    expect(listed.sort()).toEqual(areaPaths.sort());
  });

  it('every component written under components/ is used by some operation (and defined once)', () => {
    const sections = { schemas: 'schemas', responses: 'responses', parameters: 'parameters', requestBodies: 'request-bodies' };
    const defined: string[] = [];
    const unused: string[] = [];
    for (const [section, folder] of Object.entries(sections)) {
      const files = readdirSync(new URL(`components/${folder}/`, openapiDir)).filter((file) => file.endsWith('.yaml'));
      for (const file of files) {
        for (const name of Object.keys(parse(readFileSync(new URL(`components/${folder}/${file}`, openapiDir), 'utf8')) ?? {})) {
          defined.push(`${section}/${name}`);
          if (!bundle.components?.[section]?.[name]) unused.push(`${folder}/${file}#${name}`);
        }
      }
    }
    for (const name of Object.keys(parse(readFileSync(new URL('components/envelope.yaml', openapiDir), 'utf8')))) {
      defined.push(`schemas/${name}`);
      if (!bundle.components.schemas[name]) unused.push(`envelope.yaml#${name}`);
    }
    expect(unused).toEqual([]);
    expect(defined.filter((name, index) => defined.indexOf(name) !== index)).toEqual([]);
  });

  it('component names are unique across areas (the bundler renames clashes with a suffix)', () => {
    for (const [section, entries] of Object.entries<Record<string, unknown>>(bundle.components)) {
      const renamed = Object.keys(entries).filter((name) => /-\d+$/.test(name));
      expect({ section, renamed }).toEqual({ section, renamed: [] });
    }
  });

  it('no request body schema is named like its operation (orval would shadow the function with the body)', () => {
    const clashes = listOperations(bundle)
      .map((op) => {
        const body = op.raw.requestBody ? resolve<Record<string, any>>(bundle, op.raw.requestBody) : undefined;
        const ref: string | undefined = body?.content?.['application/json']?.schema?.$ref;
        const name = ref?.split('/').pop();
        return name && name[0]!.toLowerCase() + name.slice(1) === op.operationId ? `${op.operationId} <- ${name}` : undefined;
      })
      .filter(Boolean);
    expect(clashes).toEqual([]);
  });

  it('operation ids start with their area (tag) name, so hooks group by area', () => {
    const offenders = listOperations(bundle)
      .filter((op) => !op.operationId.startsWith(camelCase(op.tag)))
      .map((op) => `${op.operationId} (${op.tag})`);
    expect(offenders).toEqual([]);
  });

  it('every POST the platform lets switch to the admin keys declares `sendWithAdminKeys` in its request model', () => {
    const supplementPaths = supplementPostPaths();
    const propertiesOf = (schema: any): string[] => {
      const resolved = resolve<Record<string, any>>(bundle, schema);
      return [
        ...Object.keys(resolved.properties ?? {}),
        ...['allOf', 'anyOf', 'oneOf'].flatMap((key) => (resolved[key] ?? []).flatMap((branch: unknown) => propertiesOf(branch))),
      ];
    };
    const missing = listOperations(bundle)
      .filter((op) => op.method === 'post' && op.raw.requestBody)
      // The account-scoped admin variants, and every name posted to a prefix.
      .filter((op) => /\{accountI[dD]\}/.test(op.path) || supplementPaths.has(op.path))
      .filter((op) => {
        const schema = resolve<Record<string, any>>(bundle, op.raw.requestBody).content['application/json'].schema;
        return resolve<Record<string, any>>(bundle, schema).type !== 'array'; // a list body has no field to carry the flag
      })
      .filter(
        (op) =>
          !propertiesOf(resolve<Record<string, any>>(bundle, op.raw.requestBody).content['application/json'].schema).includes(
            'sendWithAdminKeys',
          ),
      )
      .map((op) => op.operationId);
    expect(missing).toEqual([]);
  });

  it('no allOf part is an object schema without properties (openapi-typescript types it Record<string, never>)', () => {
    const emptyParts: string[] = [];
    const walk = (node: unknown, at: string): void => {
      if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${at}/${i}`));
      if (!node || typeof node !== 'object') return;
      const schema = node as Record<string, any>;
      for (const [i, part] of (Array.isArray(schema.allOf) ? schema.allOf : []).entries()) {
        if (part && !part.$ref && part.type === 'object' && !part.properties && part.additionalProperties === undefined)
          emptyParts.push(`${at}/allOf/${i}`);
      }
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    walk(bundle, '#');
    expect(emptyParts).toEqual([]);
  });
});
