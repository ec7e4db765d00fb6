// A readable reference of the published API for third-party developers, rendered on the server
// from the OpenAPI document itself (no script, so it works under the strict CSP and offline).
import { typesOf, type JsonSchema } from './openapi';

/** The parts of an OpenAPI 3.1 document the page shows. */
type Content = { content?: Record<string, { schema?: JsonSchema }> };
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: Content;
  responses?: Record<string, Content>;
  'x-paged'?: boolean;
}
export interface ApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Partial<Record<Method, Operation>>>;
}
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

const escape = (text: unknown) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function typeOf(schema: JsonSchema | undefined): string {
  if (!schema || schema.$ref) return 'object';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const types = typesOf(schema);
  if (types.includes('array')) return `${typeOf(schema.items)}[]`;
  if (schema.anyOf ?? schema.oneOf) {
    return (schema.anyOf ?? schema.oneOf ?? []).map((s) => typeOf(s)).join(' | ');
  }
  return types.join(' | ') || 'any';
}

/** The fields of an object schema (or of an array's items), one row each. */
function fieldRows(schema: JsonSchema | undefined): string {
  if (!schema || schema.$ref) return '';
  if (schema.type === 'array') return fieldRows(schema.items);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .map(
      ([name, field]) =>
        `<tr><td><code>${escape(name)}</code>${required.has(name) ? '' : ' <small>tuỳ chọn</small>'}</td><td><code>${escape(typeOf(field))}</code></td></tr>`,
    )
    .join('');
}

function table(caption: string, rows: string): string {
  return rows ? `<table><caption>${caption}</caption>${rows}</table>` : '';
}

const jsonSchemaOf = (body: Content | undefined) => body?.content?.['application/json']?.schema;

function operationHtml(method: Method, path: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code> <small>${p.in}${p.required ? '' : ', tuỳ chọn'}</small></td><td><code>${escape(typeOf(p.schema))}</code></td></tr>`,
    )
    .join('');
  const [status, success] = Object.entries(op.responses ?? {})[0] ?? [];
  const paged = op['x-paged'] === true;
  const data = jsonSchemaOf(success)?.properties?.data;
  return `<article id="${escape(op.operationId)}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(op.summary)}</p><p class="access">${escape(op.description)}</p>
${table('Tham số', params)}
${table('Thân yêu cầu (JSON)', fieldRows(jsonSchemaOf(op.requestBody)))}
${table(`Trả lời ${status ?? ''}: ${paged ? '<code>{ data: [...], meta }</code>' : '<code>data</code>'}`, fieldRows(data))}
</article>`;
}

export function referencePage(doc: ApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'v1';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(method, path, op)]);
    }
  }
  const sections = [...byTag]
    .map(
      ([tag, ops]) =>
        `<section><h2 id="${escape(tag)}">${escape(tag)}</h2>${ops.join('')}</section>`,
    )
    .join('');
  const nav = [...byTag.keys()].map((t) => `<a href="#${escape(t)}">${escape(t)}</a>`).join(' · ');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(doc.info.title)} — tài liệu API</title>
<style>
:root{color-scheme:light dark;--fg:#1a202c;--bg:#fff;--muted:#4a5568;--line:#e2e8f0;--code:#f7fafc}
@media (prefers-color-scheme:dark){:root{--fg:#e2e8f0;--bg:#121417;--muted:#a0aec0;--line:#2d3748;--code:#1a202c}}
body{font:16px/1.5 system-ui,sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:60rem;padding:1rem}
h1{font-size:1.5rem}h2{margin-top:2rem;border-bottom:1px solid var(--line);text-transform:capitalize}
h3{font-size:1rem;word-break:break-all}code{background:var(--code);padding:0 .2em;border-radius:3px}
.m{display:inline-block;min-width:3.5em;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.1em .4em}
.get{background:#2b6cb0}.post{background:#2f855a}.put{background:#b7791f}.delete{background:#c53030}.patch{background:#6b46c1}
.access,small{color:var(--muted)}table{border-collapse:collapse;width:100%;margin:.5rem 0;font-size:.9rem}
caption{text-align:left;font-weight:600}table{table-layout:fixed}td{border-top:1px solid var(--line);padding:.25rem .5rem;vertical-align:top;overflow-wrap:anywhere}td:first-child{width:45%}
article{padding:.5rem 0;border-bottom:1px dashed var(--line)}nav{line-height:2}
</style></head><body>
<h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1>
<p>${escape(doc.info.description ?? '')}</p>
<p>Tài liệu máy đọc được: <a href="openapi.json"><code>openapi.json</code></a> (OpenAPI 3.1). Tạo client có kiểu TypeScript:
<code>npx openapi-typescript &lt;origin&gt;/app-api/v1/openapi.json -o app-api.d.ts</code>.</p>
<nav>${nav}</nav>${sections}</body></html>`;
}
