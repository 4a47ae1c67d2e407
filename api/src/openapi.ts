import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { mountV1OpenApi } from './v1/v1-openapi';

/** The OpenAPI document of every route: UI at /api/docs, JSON at /api/docs/json. */
export function mountOpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('API Hexagone')
      .setDescription(
        'API de la plateforme Hexagone. Listes : `page, limit, sort, order, q` et un paramètre par filtre ' +
          '(réponse `{ data, pagination }`), ou le dialecte ra-data-simple-rest (`filter`, `range`, `sort` en JSON, en-tête `Content-Range`). ' +
          'Erreurs : `{ message, errors? }` en français.',
      )
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json', customSiteTitle: 'API Hexagone' });
  mountV1OpenApi(app);
}
