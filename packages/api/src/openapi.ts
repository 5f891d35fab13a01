import { toJsonSchema } from '@valibot/to-json-schema';
import type { Endpoint } from './contract';

type JsonObject = Record<string, unknown>;

function schemaOf(endpoint: Endpoint, part: 'request' | 'response'): JsonObject {
  const { $schema: _ignored, ...schema } = toJsonSchema(endpoint[part], {
    errorMode: 'ignore',
  }) as JsonObject;
  return schema;
}

function queryParameters(schema: JsonObject): JsonObject[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

/** The OpenAPI 3.1 document of the contract, served at /api/docs. */
export function createOpenApiDocument(
  endpoints: Readonly<Record<string, Endpoint>>,
  info: { title: string; version: string },
): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const endpoint of Object.values(endpoints)) {
    const request = schemaOf(endpoint, 'request');
    const operation: JsonObject = {
      operationId: endpoint.id,
      summary: endpoint.summary,
      tags: [endpoint.tag],
      ...(endpoint.auth === 'required' ? { security: [{ bearer: [] }] } : {}),
      ...(endpoint.auth === 'admin' ? { security: [{ adminBearer: [] }] } : {}),
      ...(endpoint.auth === 'server' ? { security: [{ serverKey: [] }] } : {}),
      ...(endpoint.method === 'GET'
        ? { parameters: queryParameters(request) }
        : {
            requestBody: { required: true, content: { 'application/json': { schema: request } } },
          }),
      responses: {
        '200': {
          description: 'Success',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  data: schemaOf(endpoint, 'response'),
                  ...(endpoint.issuesToken ? { token: { type: 'string' } } : {}),
                },
              },
            },
          },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer' },
        adminBearer: {
          type: 'http',
          scheme: 'bearer',
          description: "An administrator's session token (POST /admin-api/login/verify)",
        },
        serverKey: {
          type: 'http',
          scheme: 'bearer',
          description: "A key derived from the server's secret; loopback connections only",
        },
      },
      responses: {
        Error: {
          description: 'Error: 400, 401, 403, 404, 413, 422 (with field errors), 429 or 500',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['message', 'code'],
                properties: {
                  message: { type: 'string' },
                  code: {
                    type: 'string',
                    description:
                      'Stable machine-readable code: the message key without its namespace, e.g. chatGroups.wrongPassword',
                  },
                  errors: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
          },
        },
      },
    },
  };
}
