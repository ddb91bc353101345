import { describe, expect, it } from 'vitest';
import { APP_ROUTE_PATTERNS } from '@shared/paths';
import { customSlugSchema, normaliseSlug, RESERVED_SLUGS, SLUG_MESSAGES, slugProblem } from '@shared/slug';

describe('custom slug rules (product.md §5)', () => {
  it('lower-cases what is typed and accepts lowercase letters, numbers and hyphens', () => {
    expect(normaliseSlug('  Nadia-Omar-2027 ')).toBe('nadia-omar-2027');
    expect(slugProblem('nadia-omar-2027')).toBeNull();
    expect(customSlugSchema.parse('Nadia-Omar')).toBe('nadia-omar');
  });

  it('names the first rule broken with the documented message', () => {
    expect(slugProblem('')).toBe(SLUG_MESSAGES.empty);
    expect(SLUG_MESSAGES.empty).toBe('Please enter a custom URL');
    for (const bad of ['with space', 'under_score', 'dot.com', 'slash/x', 'émilie', 'UPPER']) {
      expect(slugProblem(bad), bad).toBe('Only lowercase letters, numbers, and hyphens allowed');
    }
    expect(slugProblem('a'.repeat(61))).toBe(SLUG_MESSAGES.tooLong);
    expect(slugProblem('a'.repeat(60))).toBeNull();
    expect(slugProblem('7d1f0e52-5b7a-4c51-9a7e-2f0c5d9e1a01')).toBe(SLUG_MESSAGES.looksLikeId);
  });

  it('reserves every top-level route of the app and the server', () => {
    const appSegments = APP_ROUTE_PATTERNS.map((p) => p.split('/')[1]).filter((s): s is string => !!s && !s.startsWith(':'));
    expect(appSegments.length).toBeGreaterThan(10);
    for (const segment of [...appSegments, 'api', 'files', 'img', 'view', 'view-invitation', 'assets', 'health', 'payment-history']) {
      expect(RESERVED_SLUGS.has(segment), segment).toBe(true);
      expect(slugProblem(segment), segment).toBe(SLUG_MESSAGES.reserved);
    }
    expect(slugProblem('rsvp')).toBe(SLUG_MESSAGES.reserved);
    expect(slugProblem('create-event')).toBe(SLUG_MESSAGES.reserved);
    expect(slugProblem('dashboard-party')).toBeNull();
  });
});
