import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { PUBLIC_API_LIMITS } from '../api-keys/api-key-limits';
import { BillingDocumentsModule } from '../billing/documents/billing-documents.module';
import { V1Module } from './v1.module';

const thousands = (value: number) => value.toLocaleString('fr-FR');

/**
 * The public API's own OpenAPI document (site /api): its routes only, authenticated by API
 * key. UI at /api/v1/docs, JSON at /api/v1/openapi.json. The reads of the other collections
 * (`GET /api/v1/{collection}`) answer as the generic routes do, documented at /api/docs.
 */
export function mountV1OpenApi(app: INestApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('API publique Hexagone v1')
      .setDescription(
        'Authentification : `Authorization: Bearer hx_live_…` (clé API créée dans Paramètres › Clés API). ' +
          `Limites par clé : ${thousands(PUBLIC_API_LIMITS.perSecond)} requêtes par seconde, ${thousands(PUBLIC_API_LIMITS.perHour)} par heure, rafales de ${thousands(PUBLIC_API_LIMITS.burst)} ` +
          '(plus sur demande pour Enterprise), et la limite propre à la clé ; au-delà : 429 avec `Retry-After` et `X-RateLimit-*`. ' +
          'Lecture des autres collections couvertes par les permissions de la clé : `GET /api/v1/{collection}` et `GET /api/v1/{collection}/{id}` (réponse `{ data, pagination }` des listes). ' +
          'Erreurs : `{ message, errors? }` en français.',
      )
      .setVersion('1.0')
      .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'hx_live_…' })
      .build(),
    { include: [V1Module, BillingDocumentsModule] },
  );
  SwaggerModule.setup('api/v1/docs', app, document, { jsonDocumentUrl: 'api/v1/openapi.json', customSiteTitle: 'API publique Hexagone v1' });
}
