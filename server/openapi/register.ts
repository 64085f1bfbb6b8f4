import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { ENVELOPE, openApiDocument } from './document';

type Operation = OpenAPIV3_1.OperationObject & Record<string, unknown>;

// zod schemas with transforms or refinements have parts JSON Schema cannot say: documented as any.
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/** The refusals a declared access can answer with, besides the call's own. */
const REFUSALS: Record<string, OpenAPIV3_1.ResponseObject> = {
  401: { description: '未登录或登录已过期（登录状态已过期，请重新登录）' },
  403: { description: '没有权限执行该操作' },
};

/** A declared operation as generated, completed: the envelope where no answer is declared, the refusals its access implies. */
function completed(op: Operation): Operation {
  const responses = { ...(op.responses ?? {}) } as Record<string, OpenAPIV3_1.ResponseObject>;
  const ok = responses[200];
  if (!ok || !ok.content) {
    responses[200] = {
      description: '信封 {code, msg, …}；出错时 code 为 4xx/5xx，msg 为中文说明',
      content: { 'application/json': { schema: ENVELOPE as OpenAPIV3_1.SchemaObject } },
    };
  } else if (ok.description === 'Default Response') {
    responses[200] = { ...ok, description: '成功时的信封' };
  }
  const access = op['x-access'];
  if (access !== 'public') Object.assign(responses, access === 'member' ? { 401: REFUSALS[401] } : REFUSALS);
  return { ...op, responses };
}

/**
 * The API reference (`/api/openapi.json`, `/api/docs`): @fastify/swagger in its dynamic mode,
 * registered before the modules so that it sees every route. Declared routes
 * (server/http/declareRoute.ts) are described from their own zod schemas (fastify-type-provider-zod's
 * transform), their access (`x-access`, `security`) and answer; the routes still mounted by hand
 * keep the description assembled from the resource declarations (server/openapi/document.ts).
 * Built on the first request for it (describing ~1,000 operations costs CPU a start need not pay).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: '文库 Wenku 接口', version: '0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: (doc) => (doc.route.config?.access ? zodTransform(doc) : { schema: { hide: true } as never, url: doc.url }),
    transformObject: (generated) => {
      const openapiObject = (generated as { openapiObject: Partial<OpenAPIV3_1.Document> }).openapiObject;
      const byHand = app.registeredRoutes.filter((r) => !r.access);
      const document = openApiDocument(byHand) as unknown as OpenAPIV3_1.Document;
      const paths: Record<string, Record<string, Operation>> = { ...(document.paths as Record<string, Record<string, Operation>>) };
      for (const [path, ops] of Object.entries(openapiObject.paths ?? {})) {
        const declared = Object.fromEntries(Object.entries(ops as Record<string, Operation>).map(([method, op]) => [method, completed(op)]));
        paths[path] = { ...paths[path], ...declared };
      }
      return {
        ...document,
        components: { ...document.components, schemas: { ...openapiObject.components?.schemas } },
        paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
      } as never;
    },
  });
}
