import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document from the zod schemas, with its UI at /api/docs. */
export async function registerSwagger(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '旅行网 API',
        description:
          '每个接口都是 POST JSON，返回 HTTP 200 与 {code, message, data}；code 200 为成功。令牌放在请求头 token。',
        version: '0.1.0',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
