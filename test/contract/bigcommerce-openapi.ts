/**
 * BigCommerce's published OpenAPI files (vendor/bigcommerce, with overlay.yml's corrections) as
 * a checker for the fake: which operation a request names, whether its query parameters are
 * declared and well-formed, and whether an answer has the declared shape. The fake calls it for
 * every exchange and keeps what it finds; the tests fail on any finding. Ajv validates (it reads
 * OpenAPI's `nullable`); the routing and parameter parsing are OpenAPI 3's rules, here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The vendored files; BIGCOMMERCE_OPENAPI_DIR names them for the bundled standalone double (serve-fake-bigcommerce.mjs). */
export const VENDOR_DIR = process.env.BIGCOMMERCE_OPENAPI_DIR ?? fileURLToPath(new URL('./vendor/bigcommerce/', import.meta.url));

interface Overlay {
  keywords: Record<string, string>;
  media_types: Record<string, string>;
  patches: { file: string; pointer: string; rename?: Record<string, string>; remove?: string[]; add?: Json }[];
}

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  explode: boolean;
  /** JSON pointer (in its file) of the parameter's schema. */
  schema: string;
  type: string | undefined;
  itemType: string | undefined;
}

export interface Operation {
  file: string;
  /** `/v3/catalog/products/{product_id}` */
  template: string;
  method: string;
  parameters: Parameter[];
  /** Pointer of the JSON request body's schema; null when the operation takes no body. */
  requestBody: { schema: string; required: boolean } | null;
  /** Declared status → pointer of its JSON body schema (null: no JSON body declared). */
  responses: Map<string, string | null>;
  regex: RegExp;
  literal: number;
}

const escapeToken = (token: string) => encodeURIComponent(token.replaceAll('~', '~0').replaceAll('/', '~1'));
const pointer = (...tokens: string[]) => `/${tokens.map(escapeToken).join('/')}`;

function at(doc: Json, ref: string): unknown {
  return ref
    .replace(/^#?\//, '')
    .split('/')
    .map((t) => decodeURIComponent(t).replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, token) => (isObject(node) || Array.isArray(node) ? (node as Json)[token] : undefined), doc);
}

/** Follows `$ref`s to the node, keeping the pointer of where it was found. */
function follow(doc: Json, node: unknown, where: string): { node: Json; where: string } {
  let current = node;
  let path = where;
  while (isObject(current) && typeof current.$ref === 'string') {
    path = current.$ref.slice(1);
    current = at(doc, current.$ref);
  }
  return { node: isObject(current) ? current : {}, where: path };
}

/** Applies overlay.yml: keyword and media-type renames everywhere, then the file's own patches. */
function correct(file: string, doc: Json, overlay: Overlay): Json {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) out[overlay.keywords[key] ?? key] = walk(value);
    // OpenAPI 3.0's schema dialect (JSON Schema draft 5): boolean exclusiveMinimum/Maximum
    // modify minimum/maximum; ajv reads the later, numeric form.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ] as const) {
      if (typeof out[flag] !== 'boolean') continue;
      if (out[flag] === true && typeof out[bound] === 'number') out[flag] = out[bound];
      else delete out[flag];
      if (typeof out[flag] === 'number') delete out[bound];
    }
    if (isObject(out.content))
      out.content = Object.fromEntries(Object.entries(out.content).map(([type, body]) => [overlay.media_types[type] ?? type, body]));
    return out;
  };
  const fixed = walk(doc) as Json;
  for (const patch of overlay.patches.filter((p) => p.file === file)) {
    const target = at(fixed, patch.pointer);
    if (!isObject(target)) throw new Error(`overlay: ${file}${patch.pointer} is not in the file (was it fixed upstream?)`);
    const gone = (key: string) => new Error(`overlay: ${file}${patch.pointer} has no ${key} (was it fixed upstream?)`);
    for (const [from, to] of Object.entries(patch.rename ?? {})) {
      if (!(from in target)) throw gone(from);
      target[to] = target[from];
      delete target[from];
    }
    for (const key of patch.remove ?? []) {
      if (!(key in target)) throw gone(key);
      delete target[key];
    }
    for (const [key, value] of Object.entries(patch.add ?? {})) {
      if (key in target) throw new Error(`overlay: ${file}${patch.pointer} declares ${key} now (was it fixed upstream?)`);
      target[key] = value;
    }
  }
  return fixed;
}

function operations(file: string, doc: Json): Operation[] {
  // API files are below /stores/{store_hash}; a storefront file (customer_login.yml) is below the store's own origin.
  const server = ((doc.servers as { url: string }[] | undefined)?.[0]?.url ?? '')
    .replace(/^.*\/stores\/\{store_hash\}/, '')
    .replace(/^https?:\/\/[^/]+/, '');
  const found: Operation[] = [];
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, Json>)) {
    for (const method of ['get', 'post', 'put', 'delete']) {
      const op = item[method];
      if (!isObject(op)) continue;
      const declared = new Map<string, Parameter>();
      const lists = [
        [item.parameters, pointer('paths', path, 'parameters')],
        [op.parameters, pointer('paths', path, method, 'parameters')],
      ] as const;
      for (const [list, base] of lists) {
        (Array.isArray(list) ? list : []).forEach((raw, i) => {
          const { node, where } = follow(doc, raw, `${base}/${i}`);
          const schema = follow(doc, node.schema, `${where}/schema`);
          const items = follow(doc, schema.node.items, `${schema.where}/items`);
          declared.set(`${node.in}:${node.name}`, {
            name: String(node.name),
            in: String(node.in),
            required: node.required === true,
            explode: node.explode !== false,
            schema: `${where}/schema`,
            type: schema.node.type as string | undefined,
            itemType: items.node.type as string | undefined,
          });
        });
      }
      const responses = new Map<string, string | null>();
      for (const [status, raw] of Object.entries((op.responses ?? {}) as Json)) {
        const { node, where } = follow(doc, raw, pointer('paths', path, method, 'responses', status));
        const json = isObject(node.content) && isObject(node.content['application/json']);
        responses.set(status, json ? `${where}/content/application~1json/schema` : null);
      }
      const body = follow(doc, op.requestBody, pointer('paths', path, method, 'requestBody'));
      const takesJson = isObject(body.node.content) && isObject(body.node.content['application/json']);
      const requestBody = takesJson
        ? { schema: `${body.where}/content/application~1json/schema`, required: body.node.required === true }
        : null;
      const template = `${server}${path}`;
      const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '([^/]+)');
      found.push({
        file,
        template,
        method: method.toUpperCase(),
        parameters: [...declared.values()],
        requestBody,
        responses,
        regex: new RegExp(`^${source}$`),
        literal: template.replace(/\{[^}]+\}/g, '').length,
      });
    }
  }
  return found;
}

/** A query string value as the parameter's schema types it (OpenAPI 3 `form` style). */
function typed(parameter: Parameter, values: string[]): unknown {
  const scalar = (text: string, type: string | undefined): unknown => {
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
    if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
    return text;
  };
  if (parameter.type === 'array') {
    const parts = parameter.explode ? values : values.flatMap((v) => v.split(','));
    return parts.map((p) => scalar(p, parameter.itemType));
  }
  return values.length === 1 ? scalar(values[0]!, parameter.type) : values;
}

export interface BigCommerceSpec {
  /** The declared operation for a method and a path below `/stores/{store_hash}`, or null. */
  operation(method: string, path: string): Operation | null;
  /** What is wrong with a request: an undeclared path, an undeclared or ill-typed query parameter, a body off its schema. */
  checkRequest(method: string, path: string, query: URLSearchParams, headers: Record<string, unknown>, body?: unknown): string[];
  /** What is wrong with an answer to a declared operation. */
  checkResponse(operation: Operation, status: number, body: unknown, headers: Record<string, string>): string[];
  /** Every operation, for tests and the vendor examples. */
  readonly operations: readonly Operation[];
  /** The corrected document of a vendored file. */
  document(file: string): Json;
}

const RATE_LIMIT_HEADERS = ['x-rate-limit-time-reset-ms', 'x-rate-limit-requests-left', 'x-rate-limit-time-window-ms', 'x-retry-after'];

export function loadBigCommerceSpec(dir = VENDOR_DIR): BigCommerceSpec {
  const overlay = parse(readFileSync(`${dir}/overlay.yml`, 'utf8')) as Overlay;
  const ajv = new Ajv({ strict: false, validateSchema: false, allErrors: true });
  const addFormats = addFormatsModule as unknown as (a: Ajv) => Ajv;
  addFormats(ajv);
  // OpenAPI's own number formats say how many bits, not what to check.
  for (const format of ['int32', 'int64', 'float', 'double', 'byte', 'binary', 'password']) ajv.addFormat(format, true);
  // The carts file's own format names (descriptive only, as the platform's docs use them).
  for (const format of ['UUID', 'ISO-4217', 'ISO-639', 'ISO-8601', 'Url', 'url']) ajv.addFormat(format, true);
  const docs = new Map<string, Json>();
  const all: Operation[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.yml') && f !== 'overlay.yml')) {
    const doc = correct(file, parse(readFileSync(`${dir}/${file}`, 'utf8')) as Json, overlay);
    docs.set(file, doc);
    ajv.addSchema(doc, file);
    all.push(...operations(file, doc));
  }
  // A literal segment beats a template (`/countries/states` before `/countries/{id}`).
  all.sort((a, b) => b.literal - a.literal);
  const compiled = new Map<string, ValidateFunction>();
  const validator = (file: string, where: string) => {
    const key = `${file}#${where}`;
    let found = compiled.get(key);
    if (!found) compiled.set(key, (found = ajv.compile({ $ref: key })));
    return found;
  };
  const explain = (fn: ValidateFunction) =>
    [...new Set((fn.errors ?? []).map((e) => `${e.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '(root)'} ${e.message}`))]
      .slice(0, 6)
      .join('; ');

  const operation = (method: string, path: string) => all.find((o) => o.method === method && o.regex.test(path)) ?? null;

  return {
    operations: all,
    operation,
    document: (file) => docs.get(file)!,
    checkRequest(method, path, query, headers, body) {
      const op = operation(method, path);
      if (!op) return [`${method} ${path} is not an operation of the published API`];
      const problems: string[] = [];
      if (typeof headers['x-auth-token'] !== 'string') problems.push('no X-Auth-Token header');
      const declared = new Map(op.parameters.filter((p) => p.in === 'query').map((p) => [p.name, p]));
      for (const name of new Set(query.keys())) {
        const parameter = declared.get(name);
        if (!parameter) {
          problems.push(`query parameter "${name}" is not declared by ${op.method} ${op.template}`);
          continue;
        }
        const check = validator(op.file, parameter.schema);
        if (!check(typed(parameter, query.getAll(name)))) problems.push(`query parameter "${name}": ${explain(check)}`);
      }
      for (const parameter of declared.values())
        if (parameter.required && !query.has(parameter.name)) problems.push(`required query parameter "${parameter.name}" missing`);
      const values = op.regex.exec(path)!.slice(1);
      const names = [...op.template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      names.forEach((name, i) => {
        const parameter = op.parameters.find((p) => p.in === 'path' && p.name === name);
        if (!parameter) return;
        const check = validator(op.file, parameter.schema);
        if (!check(typed(parameter, [decodeURIComponent(values[i]!)]))) problems.push(`path parameter "${name}": ${explain(check)}`);
      });
      if (body !== undefined && !op.requestBody) problems.push(`${op.method} ${op.template} takes no JSON body`);
      else if (body === undefined && op.requestBody?.required) problems.push('required JSON body missing');
      else if (body !== undefined && op.requestBody) {
        const check = validator(op.file, op.requestBody.schema);
        if (!check(body)) problems.push(`request body: ${explain(check)}`);
      }
      return problems;
    },
    checkResponse(op, status, body, headers) {
      const where = `${op.method} ${op.template} ${status}`;
      if (status === 429) {
        const missing = RATE_LIMIT_HEADERS.filter((h) => headers[h] === undefined);
        const extra = headers['retry-after'] !== undefined ? ['the platform sends no Retry-After'] : [];
        return [...missing.map((h) => `${where} lacks ${h}`), ...extra.map((e) => `${where}: ${e}`)];
      }
      const declared = op.responses.has(String(status)) ? op.responses.get(String(status)) : op.responses.get('default');
      if (declared === undefined) {
        const v2List = op.template.startsWith('/v2/') && op.method === 'GET' && status === 204 && body === undefined;
        return v2List || status === 401 || status === 404 ? [] : [`${where} is not a declared answer`];
      }
      if (declared === null) return [];
      const check = validator(op.file, declared);
      return check(body) ? [] : [`${where} body: ${explain(check)}`];
    },
  };
}
