import { escapeHtml } from '../../../modules/shared/kernel/html.ts';
import type { OpenApiDocument } from './document.ts';

const METHOD_COLORS: Record<string, string> = { get: '#0f766e', post: '#1d4ed8', put: '#7c3aed', patch: '#b45309', delete: '#b91c1c' };

/** Markdown's `code` and **bold**, and nothing else, for the document's descriptions. */
function inline(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

function paragraphs(text: string): string {
  const blocks: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (list.length) blocks.push(`<ul>${list.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`);
    list = [];
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('- ')) list.push(line.slice(2));
    else {
      flush();
      if (line.trim()) blocks.push(`<p>${inline(line)}</p>`);
    }
  }
  flush();
  return blocks.join('');
}

/** A short word for a parameter's JSON Schema: `string`, `number`, `a | b`, `string[]`. */
function typeOf(schema: unknown): string {
  if (typeof schema !== 'object' || schema === null) return 'any';
  const { type, enum: values, anyOf, items } = schema as { type?: string | string[]; enum?: unknown[]; anyOf?: unknown[]; items?: unknown };
  if (values) return values.map(String).join(' | ');
  if (anyOf) return [...new Set(anyOf.map(typeOf))].join(' | ');
  if (type === 'array') {
    const item = typeOf(items);
    return item.includes('|') ? `(${item})[]` : `${item}[]`;
  }
  if (Array.isArray(type)) return type.join(' | ');
  return type ?? 'any';
}

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

interface Operation {
  operationId: string;
  tags: string[];
  summary: string;
  description: string;
  parameters?: Array<{ name: string; in: string; required: boolean; description?: string; schema?: unknown }>;
  requestBody?: { description?: string; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  'x-scopes'?: string[];
}

function renderOperation(method: string, path: string, operation: Operation): string {
  const scopes = operation['x-scopes'];
  const badge = scopes
    ? `<span class="badge public">public API${scopes.length ? `: ${scopes.map(escapeHtml).join(', ')}` : ''}</span>`
    : '<span class="badge">app only</span>';
  const parameters = operation.parameters?.length
    ? `<h4>Parameters</h4><ul>${operation.parameters
        .map(
          (parameter) =>
            `<li><code>${escapeHtml(parameter.name)}</code> <small>${escapeHtml(typeOf(parameter.schema))}</small> (${parameter.in}${parameter.required ? ', required' : ''})${parameter.description ? `: ${inline(parameter.description)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : '';
  const body = operation.requestBody
    ? `<details><summary>Request body (${Object.keys(operation.requestBody.content).map(escapeHtml).join(', ')})</summary>${
        operation.requestBody.description ? `<p>${inline(operation.requestBody.description)}</p>` : ''
      }${json(Object.values(operation.requestBody.content)[0]?.schema ?? {})}</details>`
    : '';
  const [status, success] = Object.entries(operation.responses)[0];
  const answer = success.content
    ? `<details><summary>Response ${escapeHtml(status)} (${Object.keys(success.content).map(escapeHtml).join(', ')})</summary>${json(Object.values(success.content)[0]?.schema ?? {})}</details>`
    : `<p>Response ${escapeHtml(status)}: ${escapeHtml(success.description)}</p>`;
  return `<section class="operation" id="${escapeHtml(operation.operationId)}">
<h3><span class="method" style="background:${METHOD_COLORS[method] ?? '#334155'}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> ${badge}</h3>
<p class="summary">${inline(operation.summary)}</p><p>${inline(operation.description)}</p>${parameters}${body}${answer}
</section>`;
}

/** The document as one plain HTML page: no scripts (the CSP allows none from elsewhere, and none are needed). */
export function referencePage(document: OpenApiDocument): string {
  const info = document.info as { title: string; version: string; description: string };
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as unknown as Array<[string, Operation]>) {
      const tag = operation.tags[0];
      byTag.set(tag, [...(byTag.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const tags = [...byTag.keys()];
  const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(info.title)} reference</title><meta name="robots" content="noindex">
<style>
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a;margin:0;background:#f8fafc}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:1.75rem;margin:0 0 4px}h2{margin-top:40px;border-bottom:1px solid #cbd5e1;padding-bottom:4px}
h3{font-size:1rem;margin:0;display:flex;flex-wrap:wrap;gap:8px;align-items:center;word-break:break-all}
nav ul{display:flex;flex-wrap:wrap;gap:8px;padding:0;list-style:none}nav a{color:#1d4ed8}
.operation{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:12px 16px;margin:12px 0}
.method{color:#fff;border-radius:4px;padding:2px 8px;font-size:.8rem;font-weight:700}
.badge{font-size:.75rem;border-radius:999px;padding:2px 8px;background:#e2e8f0;color:#334155;font-weight:500}
.badge.public{background:#dcfce7;color:#166534}.summary{font-weight:600;margin:8px 0 0}
pre{background:#0f172a;color:#e2e8f0;padding:12px;border-radius:6px;overflow:auto;font-size:.8rem;max-height:420px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}summary{cursor:pointer;color:#1d4ed8}
</style></head>
<body><main>
<h1>${escapeHtml(info.title)} <small>${escapeHtml(info.version)}</small></h1>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
${paragraphs(info.description)}
<nav aria-label="Sections"><ul>${tags.map((tag) => `<li><a href="#${slug(tag)}">${escapeHtml(tag)}</a></li>`).join('')}</ul></nav>
${tags.map((tag) => `<h2 id="${slug(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('\n')}`).join('\n')}
</main></body></html>`;
}
