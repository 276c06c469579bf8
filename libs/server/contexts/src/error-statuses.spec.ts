import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, it } from '@jest/globals';
import ts from 'typescript';
import { contextErrorMaps } from './contexts.js';

// Every domain error any context can throw has an HTTP status in the error maps the api is
// given, and every status belongs to an error that exists. The error classes are found in the
// sources, so an error declared anywhere (not only in *.errors.ts) is covered.
const serverLibs = resolve(import.meta.dirname, '../..');
const roots = new Set(['DomainError', 'RateLimitedError']);
const notProduction = /\.(spec|int-spec)\.ts$|\.d\.ts$|\/(testing|test|migrations)\//;

interface ErrorClass {
  name: string;
  parent: string;
  code: string | undefined;
  abstract: boolean;
  file: string;
}

function sourcesIn(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('node_modules') && !file.startsWith('dist'))
    .map((file) => join(directory, file))
    .filter((file) => file.includes('/src/') && !notProduction.test(file));
}

function classesIn(file: string): ErrorClass[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.filter(ts.isClassDeclaration).flatMap((declaration) => {
    const parent = declaration.heritageClauses
      ?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)
      ?.types[0]?.expression.getText(source);
    if (!declaration.name || !parent) return [];
    const code = declaration.members.find(
      (member): member is ts.PropertyDeclaration =>
        ts.isPropertyDeclaration(member) && member.name.getText(source) === 'code',
    )?.initializer;
    return [
      {
        name: declaration.name.text,
        parent,
        code: code && ts.isStringLiteral(code) ? code.text : undefined,
        abstract:
          ts.getModifiers(declaration)?.some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword) ?? false,
        file: relative(serverLibs, file),
      },
    ];
  });
}

const classes = sourcesIn(serverLibs).flatMap(classesIn);
const byName = new Map(classes.map((error) => [error.name, error]));

/** The code a class carries, its own or inherited; undefined unless it descends from DomainError. */
function domainCodeOf(error: ErrorClass, seen = new Set<string>()): { code: string | undefined } | undefined {
  if (seen.has(error.name)) return undefined;
  seen.add(error.name);
  if (roots.has(error.parent)) return { code: error.code };
  const parent = byName.get(error.parent);
  const inherited = parent ? domainCodeOf(parent, seen) : undefined;
  return inherited && { code: error.code ?? inherited.code };
}

const domainErrors = classes.flatMap((error) => {
  const found = error.abstract ? undefined : domainCodeOf(error);
  return found ? [{ ...error, code: found.code }] : [];
});
const statuses = new Map(contextErrorMaps.flatMap((map) => Object.entries(map)));

it('finds the domain errors of every context that has an error map', () => {
  // A context with an error map has errors; one whose errors the scan misses would pass unchecked.
  const withErrorMaps = readdirSync(serverLibs).filter((library) =>
    sourcesIn(join(serverLibs, library)).some((file) => file.endsWith('.error-map.ts')),
  );
  const scanned = new Set(domainErrors.map((error) => error.file.split('/')[0]));
  expect(withErrorMaps.length).toBeGreaterThanOrEqual(contextErrorMaps.length);
  expect(withErrorMaps.filter((library) => !scanned.has(library))).toEqual([]);
});

it('gives every domain error a code and an HTTP status', () => {
  const missing = domainErrors
    .filter((error) => error.code === undefined || !statuses.has(error.code))
    .map((error) => `${error.name} (${error.code ?? 'no code'}) in ${error.file}`);
  expect(missing).toEqual([]);
});

it('maps no code that no error has', () => {
  const codes = new Set(domainErrors.map((error) => error.code));
  expect([...statuses.keys()].filter((code) => !codes.has(code))).toEqual([]);
});

it('maps each code to a 4xx or 5xx status', () => {
  expect([...statuses].filter(([, status]) => !Number.isInteger(status) || status < 400 || status > 599)).toEqual([]);
});
