// The published API: an OpenAPI 3.1 document of `/app-api/v1`, generated from the contract
// (src/shared/contract) by zod-openapi, so it cannot say anything the routes do not do.
import { createDocument, createSchema } from 'zod-openapi';
import type { oas32 } from 'zod-openapi';
import { APP_API, openApiPathOf, paramNamesOf, type EndpointShape } from '../shared/contract';
import type { Access } from '../shared/permissions';
import { idSchema } from '../shared/schemas/common';
import { toSnakeCase } from '../shared/wire/case';
import { domainOf, wireNameOf } from '../shared/wire/derive';
import { z } from '../shared/zod';

type SchemaObject = oas32.SchemaObject;

/** The parts of a generated JSON Schema its readers use: the reference page, the checker. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
}

/** A schema's types as a list (`type` may be one name or several). */
export const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/**
 * Renames the properties of a JSON Schema (and its `required`) to snake_case, at any depth; the
 * top level's by `topName` (a wire's declared renames).
 */
function snakeSchema(value: unknown, topName: (name: string) => string = toSnakeCase): unknown {
  if (Array.isArray(value)) return value.map((item) => snakeSchema(item));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'properties' && typeof item === 'object' && item !== null) {
      out[key] = Object.fromEntries(
        Object.entries(item).map(([name, schema]) => [topName(name), snakeSchema(schema)]),
      );
    } else if (key === 'required' && Array.isArray(item)) {
      out[key] = item.map((name) => topName(String(name)));
    } else {
      out[key] = snakeSchema(item);
    }
  }
  return out;
}

/**
 * The JSON Schema of what travels on the wire. A schema derived from a domain schema
 * (`wireSchema`) is described by that domain schema with snake_case keys: its response as the
 * upstream must send it (the domain's input, defaults optional), its body as it is accepted.
 */
function wireJsonSchema(schema: z.ZodType): SchemaObject {
  const domain = domainOf(schema);
  if (domain) {
    const json = createSchema(domain, { io: 'input' }).schema;
    return snakeSchema(json, (name) => wireNameOf(schema, name)) as SchemaObject;
  }
  return createSchema(schema, { io: 'input' }).schema as SchemaObject;
}

/** A query string's parameters as they are written: a derived query's domain fields, renamed. */
function queryParamsOf(query: z.ZodType): z.ZodObject {
  const domain = domainOf(query) ?? query;
  if (!(domain instanceof z.ZodObject)) throw new Error('a query string is an object of fields');
  return z.object(
    Object.fromEntries(
      Object.entries(domain.shape).map(([name, field]) => [wireNameOf(query, name), field]),
    ),
  );
}

const errorBody: SchemaObject = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'Thông báo cho người dùng (tiếng Việt)' },
    errors: {
      type: 'object',
      description: 'Lỗi theo từng trường',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
};

const notice = {
  show_message: { type: 'boolean' },
  type: { type: 'string', enum: ['warning'] },
  message: { type: 'string' },
} satisfies Record<string, SchemaObject>;

/** The JSON Schema of an endpoint's successful body, envelope included. */
export function successBody(endpoint: EndpointShape): SchemaObject {
  const payload = wireJsonSchema(endpoint.response);
  // A paginated list is the whole body: `{ data: [...], meta }`.
  if (endpoint.paged) return payload;
  return { type: 'object', required: ['data'], properties: { data: payload, ...notice } };
}

const ACCESS_TEXT: Record<Exclude<Access, `${string}.${string}`>, string> = {
  public: 'Công khai; người đã đăng nhập có thể được trả lời nhiều hơn.',
  user: 'Cần đăng nhập (Bearer token).',
  bank: 'Chỉ cổng ngân hàng: chữ ký HMAC-SHA256 của thân yêu cầu trong header X-Signature.',
};

const accessText = (access: Access) =>
  access in ACCESS_TEXT
    ? ACCESS_TEXT[access as keyof typeof ACCESS_TEXT]
    : `Cần đăng nhập và quyền \`${access}\`.`;

const json = (schema: SchemaObject) => ({ content: { 'application/json': { schema } } });
const failure = (description: string) => ({ description, ...json(errorBody) });

function operation(endpoint: EndpointShape & { operation: string; access: Access }) {
  const params = paramNamesOf(endpoint.path);
  const signedIn = endpoint.access !== 'public' && endpoint.access !== 'bank';
  return {
    operationId: endpoint.operation,
    summary: endpoint.summary,
    description: endpoint.whileState
      ? `${accessText(endpoint.access)} Chỉ khi ${endpoint.whileState}; nếu không: 409.`
      : accessText(endpoint.access),
    tags: [endpoint.path.split('/')[2] ?? 'v1'],
    'x-access': endpoint.access,
    ...(endpoint.paged ? { 'x-paged': true } : {}),
    ...(signedIn ? { security: [{ bearer: [] }] } : {}),
    requestParams: {
      ...(params.length > 0
        ? { path: z.object(Object.fromEntries(params.map((name) => [name, idSchema]))) }
        : {}),
      ...(endpoint.query ? { query: queryParamsOf(endpoint.query) } : {}),
    },
    ...(endpoint.body
      ? { requestBody: { required: true, ...json(wireJsonSchema(endpoint.body)) } }
      : {}),
    responses: {
      [endpoint.created ? '201' : '200']: {
        description: 'Thành công',
        ...json(successBody(endpoint)),
      },
      ...(endpoint.body || endpoint.query ? { 422: failure('Dữ liệu không hợp lệ') } : {}),
      ...(signedIn || endpoint.access === 'bank' ? { 401: failure('Chưa đăng nhập') } : {}),
      ...(signedIn ? { 403: failure('Không có quyền') } : {}),
      ...(params.length > 0 ? { 404: failure('Không tìm thấy') } : {}),
      429: failure('Quá nhiều yêu cầu'),
    },
  };
}

export function createOpenApiDocument(version = '1'): oas32.OpenAPIObject {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const endpoint of Object.values(APP_API) as (EndpointShape & {
    operation: string;
    access: Access;
  })[]) {
    const item = (paths[openApiPathOf(endpoint.path)] ??= {});
    item[endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'BidaHub app-api',
      version,
      description:
        'API dữ liệu của BidaHub (REST, JSON snake_case). Thành công: `{ data }`, danh sách ' +
        'phân trang: `{ data, meta }`, có thể kèm `show_message`/`type: "warning"`/`message`. ' +
        'Lỗi: `{ message, errors? }`.',
    },
    servers: [{ url: '/app-api' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
    paths,
  });
}
