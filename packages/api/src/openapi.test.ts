import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { createOpenApiDocument } from './openapi';

describe('createOpenApiDocument', () => {
  const document = createOpenApiDocument(endpoints, { title: 'Woble', version: '1' }) as {
    paths: Record<
      string,
      Record<string, { operationId: string; parameters?: unknown[]; requestBody?: unknown }>
    >;
  };

  it('lists every endpoint under its spec path and method', () => {
    for (const endpoint of Object.values(endpoints)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId).toBe(endpoint.id);
    }
  });

  it('describes GET input as query parameters and POST input as a JSON body', () => {
    expect(document.paths['/api/get-user-profile']?.get?.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'query', required: false }),
    ]);
    expect(document.paths['/api/register']?.post?.requestBody).toBeTruthy();
  });
});
