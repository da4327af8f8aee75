/**
 * Finished so that third-party tools take it as it is (`redocly lint`, `openapi-typescript`: the openapi test runs
 * both): operationIds are route ids, titled schemas are named components, each failure status is listed, and each
 * signed-in operation names the roles that may call it (`x-roles`, and a sentence of its description).
 */
import { apiRoutes, type RouteDef, rolesFor, routePermission, UPLOAD_FIELD } from '../../contract';

type Json = Record<string, unknown>;
type Operation = Json & { responses?: Record<string, Json>; requestBody?: Json; parameters?: Json[] };

export const ERROR_SCHEMA = 'ErrorAnswer';

const STATUS_MEANINGS: Record<number, string> = {
  400: 'Invalid input: the error names the field',
  401: 'No token, or a token that is not (or no longer) valid; on sign-in, a wrong username or password',
  403: "The signed-in admin's role may not make this call (code auth.forbidden)",
  404: 'What the request names does not exist',
  409: 'The change conflicts with the current state (the error says which)',
  413: 'The request or the uploaded file is too large',
  415: 'The content type is not one this route takes',
  429: 'Too many failed sign-ins: try again later',
  500: 'An unexpected failure: the error names the request id to look up in the logs',
  502: 'The live-score source could not be read, or is not in the feed format',
  503: 'No live-score source is configured',
};

const ROUTE_STATUSES: Partial<Record<string, number[]>> = {
  login: [401, 429],
  fetchLivescoreTable: [502, 503],
};

export function failureStatuses(route: RouteDef): number[] {
  const takesInput = Boolean(route.params || route.querystring || route.body || route.multipart);
  const hasBody = Boolean(route.body || route.multipart);
  const writes = route.method !== 'GET' && route.auth;
  const statuses = new Set<number>([
    ...(takesInput ? [400] : []),
    ...(route.auth ? [401, 403] : []),
    ...(route.params || (writes && hasBody) ? [404] : []),
    ...(writes ? [409] : []),
    ...(hasBody ? [413, 415] : []),
    ...(ROUTE_STATUSES[route.id] ?? []),
    500,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

const openApiPath = (route: RouteDef) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Two different schemas under one title are a mistake in the contract. */
function extractNamed(schema: unknown, components: Record<string, Json>): unknown {
  if (!isObject(schema)) return schema;
  const walked: Json = { ...schema };
  if (isObject(walked.properties)) {
    walked.properties = Object.fromEntries(
      Object.entries(walked.properties).map(([name, property]) => [name, extractNamed(property, components)]),
    );
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(walked[key])) walked[key] = extractNamed(walked[key], components);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(walked[key])) walked[key] = (walked[key] as unknown[]).map((s) => extractNamed(s, components));
  }
  const title = walked.title;
  if (typeof title !== 'string') return walked;
  const known = components[title];
  if (known && JSON.stringify(known) !== JSON.stringify(walked)) {
    throw new Error(`two different schemas are titled ${title}: give one another title`);
  }
  components[title] = walked;
  return { $ref: `#/components/schemas/${encodeURIComponent(title)}` };
}

const errorResponse = (status: number): Json => ({
  description: STATUS_MEANINGS[status],
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } },
});

const binary = { type: 'string', format: 'binary' };

const answerHeadersOf = (headers: Record<string, string>): Json =>
  Object.fromEntries(
    Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
  );

/** Nothing for a public route: anyone may call it without signing in. */
function rolesOf(route: RouteDef): Json {
  const permission = routePermission(route);
  if (!permission) return {};
  const roles = rolesFor(permission);
  const what = `${permission.action === 'read' ? 'reads' : 'writes'} ${permission.area}`;
  return { description: `Roles that may call it: ${roles.join(', ')} (it ${what}).`, 'x-roles': roles };
}

function finishOperation(operation: Operation, route: RouteDef, components: Record<string, Json>): Operation {
  const jsonSchemaOf = (response: Json | undefined) =>
    (response?.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
  // the generated failure answers (4XX, 5XX) hold the error schema: named, it is what every status refers to
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status !== '200') extractNamed(jsonSchemaOf(response), components);
  }
  const ok = operation.responses?.['200'] ?? { description: route.summary };
  const okSchema = jsonSchemaOf(ok);
  const success: Json = route.produces
    ? {
        description: ok.description,
        content: Object.fromEntries(route.produces.split(/,\s*/).map((type) => [type, { schema: binary }])),
      }
    : { ...ok, content: { 'application/json': { schema: extractNamed(okSchema, components) } } };
  if (route.answerHeaders) success.headers = answerHeadersOf(route.answerHeaders);
  const finished: Operation = {
    ...operation,
    operationId: route.id,
    ...rolesOf(route),
    security: route.auth ? [{ bearer: [] }] : [],
    responses: {
      200: success,
      ...Object.fromEntries(failureStatuses(route).map((status) => [String(status), errorResponse(status)])),
    },
  };
  if (route.multipart) {
    finished.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: binary } },
        },
      },
    };
  } else if (isObject(operation.requestBody)) {
    const content = operation.requestBody.content as Record<string, Json>;
    finished.requestBody = {
      ...operation.requestBody,
      content: Object.fromEntries(
        Object.entries(content).map(([type, media]) => [
          type,
          { ...media, schema: extractNamed(media.schema, components) },
        ]),
      ),
    };
  }
  return finished;
}

export function finishOpenApiDocument(generated: Json, routeTable: readonly RouteDef[] = apiRoutes): Json {
  const document = structuredClone(generated) as Json & { paths: Record<string, Record<string, Operation>> };
  const components: Record<string, Json> = {};
  for (const route of routeTable) {
    const path = document.paths[openApiPath(route)];
    const method = route.method.toLowerCase();
    if (!path?.[method]) throw new Error(`the generated document lacks ${route.method} ${openApiPath(route)}`);
    path[method] = finishOperation(path[method], route, components);
  }
  if (!components[ERROR_SCHEMA]) throw new Error(`no schema is titled ${ERROR_SCHEMA}: the failures have none`);
  const existing = (document.components ?? {}) as Json & { schemas?: Record<string, Json> };
  document.components = { ...existing, schemas: { ...existing.schemas, ...sortedByName(components) } };
  return document;
}

const sortedByName = (schemas: Record<string, Json>) =>
  Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
