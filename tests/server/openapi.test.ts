/**
 * The published OpenAPI document, checked with the tools an integrator would use: Redocly's linter with
 * its recommended rules (no error, no warning), and openapi-typescript, whose generated types must
 * type-check a few calls written the way a client would write them, and refuse a wrong one. The document is
 * read in-process (what /api/docs answers), whatever the route's own access rules.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, mayDo, type RouteDef, roles, routePermission, XLSX_MIME } from '../../contract';
import { openApiDocument } from '../../server/plugins/openapi';
import { failureStatuses } from '../../server/plugins/openapiDocument';
import { createTestApp, type TestApp } from './support/app';

const run = promisify(execFile);
const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

interface Operation {
  operationId?: string;
  description?: string;
  'x-roles'?: string[];
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  info: { license?: { name: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

describe('the OpenAPI document', { timeout: 120_000 }, () => {
  let t: TestApp;
  let dir: string;
  let document: Document;
  let file: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', 'openapi');
    dir = await mkdtemp(join(tmpdir(), 'matchday-openapi-'));
    document = openApiDocument(t.app) as Document;
    file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
  });
  afterAll(async () => {
    await t?.dispose();
    await rm(dir, { recursive: true, force: true });
  });

  const operationOf = (route: RouteDef) =>
    document.paths[`/api${route.path.replace(/:(\w+)/g, '{$1}')}`][route.method.toLowerCase()];

  it('passes `redocly lint` with the recommended rules: no error, no warning', async () => {
    const { stdout } = await run(bin('redocly'), ['lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{')));
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names each operation by its route id, and says which need the token (none for sign-in and images)', () => {
    for (const route of apiRoutes) {
      const operation = operationOf(route);
      expect(operation.operationId).toBe(route.id);
      expect(operation.security, route.id).toEqual(route.auth ? [{ bearer: [] }] : []);
    }
    expect(apiRoutes.filter((route) => !route.auth).map((route) => route.id)).toEqual(['login', 'getImage']);
  });

  it('lists on each signed-in operation the roles that may call it, from the declaration, and says so', () => {
    for (const route of apiRoutes) {
      const operation = operationOf(route);
      const permission = routePermission(route);
      if (!permission) {
        expect(operation['x-roles'], route.id).toBeUndefined();
        continue;
      }
      const allowed = roles.filter((role) => mayDo(role, permission));
      expect(operation['x-roles'], route.id).toEqual(allowed);
      expect(operation.description, route.id).toContain(`Roles that may call it: ${allowed.join(', ')}`);
    }
    expect(operationOf(routeById('updatePayment'))['x-roles']).toEqual(['owner', 'finance']);
    expect(operationOf(routeById('summariseGameWeek'))['x-roles']).toEqual(['owner', 'game']);
  });

  it('lists each failure status with the error schema, and the records as named components', () => {
    const error = { $ref: '#/components/schemas/ErrorAnswer' };
    for (const route of apiRoutes) {
      const { responses } = operationOf(route);
      expect(Object.keys(responses).sort(), route.id).toEqual(['200', ...failureStatuses(route).map(String)].sort());
      for (const status of failureStatuses(route)) {
        expect(responses[String(status)].content?.['application/json'].schema, `${route.id} ${status}`).toEqual(error);
      }
    }
    expect(operationOf(routeById('login')).responses).toHaveProperty('429');
    expect(operationOf(routeById('fetchLivescoreTable')).responses).toHaveProperty('503');
    for (const name of ['ErrorAnswer', 'Ticket', 'Team', 'Payment', 'User', 'GameWeek', 'SeasonPlayer']) {
      expect(document.components.schemas, name).toHaveProperty(name);
    }
    expect(JSON.stringify(document.paths)).not.toContain('"title":');
  });

  it('gives the workbook and images their media types, and the upload its multipart body', () => {
    const xlsx = operationOf(routeById('downloadExcelXlsx')).responses['200'].content!;
    expect(xlsx).toEqual({ [XLSX_MIME]: { schema: { type: 'string', format: 'binary' } } });
    const image = operationOf(routeById('getImage')).responses['200'].content!;
    expect(Object.keys(image)).toEqual(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
    const upload = operationOf(routeById('uploadGameWeekImage')).requestBody!.content;
    expect(upload).toEqual({
      'multipart/form-data': {
        schema: { type: 'object', required: ['slip'], properties: { slip: { type: 'string', format: 'binary' } } },
      },
    });
  });

  it('generates, with openapi-typescript, types that check a few calls and refuse a wrong one', async () => {
    const types = join(dir, 'api.d.ts');
    await run(bin('openapi-typescript'), [file, '--output', types]);
    const calls = join(dir, 'calls.ts');
    await writeFile(
      calls,
      `import type { components, operations, paths } from './api';

type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer A } } };
}
  ? A
  : never;

/** A client's call: the path and method pick the answer's type. */
declare function call<P extends keyof paths, M extends keyof paths[P]>(path: P, method: M): Promise<Json<P, M>>;

export async function calls() {
  const tickets = await call('/api/admin/v1/see-ticket-user/{userId}/{phone}', 'get');
  const first: components['schemas']['Ticket'] | undefined = tickets.data[0];
  const used: boolean | undefined = first?.IsUsed;

  const signIn: operations['login']['requestBody'] = {
    content: { 'application/json': { username: 'admin', password: 'secret', app_key: 'matchday' } },
  };
  const failure: operations['deleteTicket']['responses'][409]['content']['application/json'] = {
    ok: false,
    error: 'This ticket has been used and cannot be deleted',
  };
  const workbook: operations['downloadExcelXlsx']['responses'][200]['content']['${XLSX_MIME}'] = 'bytes';

  // @ts-expect-error: a ticket's ID is a number
  const wrong: components['schemas']['Ticket'] = { ID: 'one', UserID: 1, UUID: 'u', IsUsed: false, CreatedAt: '' };
  return { used, signIn, failure, workbook, wrong };
}
`,
    );
    const program = ts.createProgram([calls], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      skipLibCheck: false,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});

function routeById(id: string): RouteDef {
  const route = apiRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}
