import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { apiPrefix } from '@ember/platform';

/** The contract: OpenAPI 3.1, operationId = controller method name, tag = context. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Ember API')
    .setDescription(
      'Small groups of people who picked each other. Sessions are an HttpOnly cookie; every unsafe ' +
        'request echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. Errors answer ' +
        '{ statusCode, code, message, details? }.',
    )
    .setVersion('0.0.1')
    .addCookieAuth('ember_session')
    .build();
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
}

export function mountApiDocs(app: INestApplication): void {
  SwaggerModule.setup(`${apiPrefix}/docs`, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: `${apiPrefix}/docs/openapi.json`,
    swaggerOptions: { withCredentials: true },
  });
}

/** Stable serialisation: keys sorted at every depth, so the committed file diffs cleanly. */
export function serialiseContract(document: OpenAPIObject): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}
