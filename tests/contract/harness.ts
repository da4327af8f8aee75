/**
 * The contract cases, written once and run against any implementation of /admin/v1:
 * the server (on each database) and the demo's MSW handlers. A case names its route, what it sends,
 * the status it expects, and optionally further checks; the answer is always checked against the
 * contract's schema for that status (the route's answer for 200, ErrorAnswer otherwise).
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { expect, it } from 'vitest';
import { ErrorAnswer, type RouteDef, type RouteId, routeById } from '../../contract';

export interface TargetInfo {
  credentials: { username: string; password: string };
  appKey: string;
}

export interface ContractTarget extends TargetInfo {
  send(request: { method: string; url: string; body?: string; headers: Record<string, string> }): Promise<{
    status: number;
    json: unknown;
  }>;
}

export interface ContractCase {
  name: string;
  route: RouteId;
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** a JSON body */
  body?: Record<string, unknown>;
  /** a JSON body built from the target (credentials differ between server and demo) */
  bodyFor?: (target: TargetInfo) => Record<string, unknown>;
  /** a body sent as is, e.g. malformed JSON */
  rawBody?: string;
  /** 'signed-in' (default) sends a fresh valid token; 'none' sends none; 'forged' a made-up one */
  auth?: 'signed-in' | 'none' | 'forged';
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the answer was checked against its schema first; cases read fields freely
  check?: (answer: any) => void;
}

const compiled = new Map<unknown, ReturnType<typeof TypeCompiler.Compile>>();
function validatorFor(schema: object) {
  let validator = compiled.get(schema);
  if (!validator) {
    validator = TypeCompiler.Compile(schema as never);
    compiled.set(schema, validator);
  }
  return validator;
}

export function urlOf(route: RouteDef, params: ContractCase['params'] = {}, query?: ContractCase['query']) {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`case for ${route.id} lacks the path parameter ${name}`);
    return encodeURIComponent(String(params[name]));
  });
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  return `/api${path}${search}`;
}

async function signIn(target: ContractTarget): Promise<string> {
  const answer = await target.send({
    method: 'POST',
    url: urlOf(routeById.login),
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...target.credentials, app_key: target.appKey }),
  });
  if (answer.status !== 200) throw new Error(`could not sign in to the target: ${JSON.stringify(answer.json)}`);
  return (answer.json as { tokenString: string }).tokenString;
}

/** Defines one test per case against the target the getter returns (built in a beforeAll). */
export function runContractCases(cases: ContractCase[], getTarget: () => ContractTarget) {
  for (const testCase of cases) {
    it(`${testCase.route}: ${testCase.name}`, async () => {
      const target = getTarget();
      const route = routeById[testCase.route] as RouteDef;
      const headers: Record<string, string> = {};
      const auth = testCase.auth ?? (route.auth ? 'signed-in' : 'none');
      if (auth === 'signed-in') headers.authorization = `Bearer ${await signIn(target)}`;
      if (auth === 'forged') headers.authorization = `Bearer ${'F'.repeat(43)}`;
      const json = testCase.bodyFor?.(target) ?? testCase.body;
      const body = testCase.rawBody ?? (json === undefined ? undefined : JSON.stringify(json));
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await target.send({
        method: route.method,
        url: urlOf(route, testCase.params, testCase.query),
        headers,
        body,
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(testCase.status);
      const schema = testCase.status === 200 ? route.response : ErrorAnswer;
      const validator = validatorFor(schema);
      const problems = [...validator.Errors(answer.json)].map((e) => `${e.path}: ${e.message}`);
      expect(problems, JSON.stringify(answer.json).slice(0, 500)).toEqual([]);
      testCase.check?.(answer.json);
    });
  }
}
