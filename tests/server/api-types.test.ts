import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_TYPES_FILE, generateApiTypes } from '../../scripts/openapi-types';
import { scaled } from '../e2e/support/timeouts';

/*
 * The web app's API types (src/web/lib/api-types.ts) are generated from the server's OpenAPI
 * document (decision 0024). A route or response schema changed without `npm run api:types` would
 * leave the web app type-checked against the old contract: this fails instead.
 */
describe('the generated API types', () => {
  it(
    'are what `npm run api:types` writes from the OpenAPI document now',
    async () => {
      const generated = await generateApiTypes();
      const committed = fs.readFileSync(API_TYPES_FILE, 'utf8');
      expect(committed === generated, 'src/web/lib/api-types.ts is out of date: run `npm run api:types` and commit it').toBe(true);
    },
    scaled(180_000),
  );
});
