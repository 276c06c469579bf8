// Reads docker-compose.yml the way `docker compose` does before it starts anything: YAML with
// anchors, then variable interpolation from an env file, then the Compose specification's JSON
// schema (vendored in schemas/, so no network is needed).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { parseDocument } from 'yaml';

export interface ComposeService {
  image?: string;
  build?: string | { context?: string; dockerfile?: string; target?: string };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[]; disable?: boolean };
  restart?: string;
  ports?: (string | number | Record<string, unknown>)[];
  volumes?: (string | Record<string, unknown>)[];
  stop_grace_period?: string;
  [key: string]: unknown;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface Interpolation {
  /** The file with every ${...} replaced. */
  value: unknown;
  /** Every variable the file refers to. */
  variables: Set<string>;
  /** Variables referred to without a default that the environment does not set. */
  unset: Set<string>;
  /** Messages of ${VAR:?message} whose variable is unset or empty. */
  errors: string[];
}

/** `KEY=value` lines; blank lines and # comments skipped, like compose's .env reader. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) throw new Error(`line ${index + 1} is not KEY=value: ${raw}`);
    let value = match[2]!;
    if (/^(['"]).*\1$/.test(value)) value = value.slice(1, -1);
    env[match[1]!] = value;
  }
  return env;
}

/** Finds the `}` closing the expression that starts at `start` (after `${`), nested ones skipped. */
function closingBrace(text: string, start: number): number {
  let depth = 1;
  for (let index = start; index < text.length; index += 1) {
    if (text.startsWith('${', index)) {
      depth += 1;
      index += 1;
    } else if (text[index] === '}' && --depth === 0) return index;
  }
  throw new Error(`unclosed \${ in "${text}"`);
}

function interpolateString(text: string, env: Record<string, string>, result: Interpolation): string {
  let out = '';
  let index = 0;
  while (index < text.length) {
    const char = text[index]!;
    if (char !== '$') {
      out += char;
      index += 1;
      continue;
    }
    const next = text[index + 1];
    if (next === '$') {
      out += '$';
      index += 2;
      continue;
    }
    if (next === '{') {
      const end = closingBrace(text, index + 2);
      out += expression(text.slice(index + 2, end), env, result);
      index = end + 1;
      continue;
    }
    const bare = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(index + 1));
    if (!bare) throw new Error(`invalid interpolation "$" in "${text}"`);
    out += expression(bare[0], env, result);
    index += 1 + bare[0].length;
  }
  return out;
}

function expression(body: string, env: Record<string, string>, result: Interpolation): string {
  const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
  if (!match) throw new Error(`invalid interpolation \${${body}}`);
  const [, name, operator, argument = ''] = match as unknown as [string, string, string | undefined, string];
  result.variables.add(name);
  const value = env[name];
  const set = value !== undefined;
  const nonEmpty = set && value !== '';
  switch (operator) {
    case undefined:
      if (!set) result.unset.add(name);
      return value ?? '';
    case ':-':
      return nonEmpty ? value : interpolateString(argument, env, result);
    case '-':
      return set ? value : interpolateString(argument, env, result);
    case ':?':
      if (!nonEmpty) result.errors.push(`${name}: ${argument}`);
      return value ?? '';
    case '?':
      if (!set) result.errors.push(`${name}: ${argument}`);
      return value ?? '';
    case ':+':
      return nonEmpty ? interpolateString(argument, env, result) : '';
    case '+':
      return set ? interpolateString(argument, env, result) : '';
    default:
      throw new Error(`invalid interpolation \${${body}}`);
  }
}

/** Compose's interpolation over every string value of the parsed file (keys stay as written). */
export function interpolate(value: unknown, env: Record<string, string>): Interpolation {
  const result: Interpolation = { value: undefined, variables: new Set(), unset: new Set(), errors: [] };
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return interpolateString(node, env, result);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, walk(child)]));
    return node;
  };
  result.value = walk(value);
  return result;
}

/** The compose file as YAML gives it (anchors and aliases resolved), before interpolation. */
export function readComposeYaml(file: string): unknown {
  const document = parseDocument(readFileSync(file, 'utf8'), { merge: true });
  if (document.errors.length > 0) throw new Error(`${file}: ${document.errors[0]!.message}`);
  return document.toJS({ maxAliasCount: -1 });
}

const durationPattern = /^([0-9]+(\.[0-9]+)?(ns|us|µs|ms|s|m|h))+$/;
const portPattern =
  /^((\[[0-9a-f:.]+\]|[0-9.]+|[a-z0-9.-]+):)?(([0-9]+(-[0-9]+)?)?:)?[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/i;

/** Removes `id` keywords from schema objects; properties named id (under properties) stay. */
function dropDraft4Ids(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(dropDraft4Ids);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (typeof schema['id'] === 'string') delete schema['id'];
  for (const [key, child] of Object.entries(schema)) {
    if (['properties', 'patternProperties', 'definitions', '$defs'].includes(key) && typeof child === 'object' && child)
      Object.values(child).forEach(dropDraft4Ids);
    else dropDraft4Ids(child);
  }
}

let validator: ReturnType<Ajv2019['compile']> | undefined;

/** Schema problems of an interpolated compose file; empty when it conforms. */
export function validateComposeSchema(compose: unknown): string[] {
  if (!validator) {
    const schemaFile = fileURLToPath(new URL('./schemas/compose-spec.json', import.meta.url));
    const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
    // The vendored file names draft 2019-09 by an older URL and keeps draft-04 style `id`s, which
    // Ajv refuses; neither changes what it validates.
    delete schema['$schema'];
    dropDraft4Ids(schema);
    const ajv = new Ajv2019({ allErrors: true, strict: false, validateSchema: false });
    ajv.addFormat('duration', durationPattern);
    ajv.addFormat('ports', { type: 'string', validate: (value: string) => portPattern.test(value) });
    ajv.addFormat('expose', /^[0-9]+(-[0-9]+)?(\/(tcp|udp|sctp))?$/);
    ajv.addFormat('subnet_ip_address', /^[0-9a-f:.]+\/[0-9]{1,3}$/i);
    validator = ajv.compile(schema);
  }
  if (validator(compose)) return [];
  return (validator.errors ?? []).map(
    (error) => `${error.instancePath || '/'} ${error.message ?? error.keyword} ${JSON.stringify(error.params)}`,
  );
}

/** `environment` as a map, whichever of its two forms the file uses. */
export function environmentOf(service: ComposeService): Record<string, string> {
  const env: Record<string, string> = {};
  if (Array.isArray(service.environment)) {
    for (const entry of service.environment) {
      const [key, ...rest] = entry.split('=');
      env[key!] = rest.join('=');
    }
  } else {
    for (const [key, value] of Object.entries(service.environment ?? {}))
      env[key] = value === null ? '' : String(value);
  }
  return env;
}

/** Names of the services a service depends on, with their conditions. */
export function dependenciesOf(service: ComposeService): Record<string, string> {
  if (Array.isArray(service.depends_on))
    return Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(service.depends_on ?? {}).map(([name, spec]) => [name, spec.condition ?? 'service_started']),
  );
}
