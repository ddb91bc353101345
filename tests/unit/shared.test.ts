import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, normaliseTemplateStatus, parseJsonish, withReadDefaults } from '@shared/invitation';
import { APP_ROUTE_PATTERNS, isKnownAppPath, safeRedirectPath } from '@shared/paths';
import { formatCategory } from '@shared/templates';

describe('read defaults of product.md §3', () => {
  it('fill an empty stored invitation', () => {
    const read = withReadDefaults({});
    expect(read.displaySettings).toEqual(DEFAULT_DISPLAY_SETTINGS);
    expect(Object.values(read.displaySettings).every(Boolean)).toBe(true);
    expect(read.parentDetails).toEqual({ groomParents: 'Mr. & Mrs. ', brideParents: 'Mr. & Mrs. ' });
    expect(read.gift).toEqual({ enabled: false, noGifts: false, methods: [] });
    expect(read.dividerSettings).toEqual({
      attendance: { type: 'line', color: '#000000', customImageUrl: '' },
      wishes: { type: 'line', color: '#000000', customImageUrl: '' },
    });
    expect(read.marginSettings).toEqual({ sections: { firstPage: 20, secondPage: 20, thirdPage: 20 } });
    expect(read.groomBrideName).toBe('');
    expect(read.muhurtham).toBe('');
    expect(read.templateStatus).toBe('Draft');
    expect(read.rsvp).toMatchObject({ enabled: false, allowPlusOnes: true, requireCarPlate: false, mealOptions: [] });
    expect(read.eventType).toBe('wedding');
    expect(read.language).toBe('english');
  });

  it('keep stored values and fill only what is missing, including JSON stored as a string', () => {
    const read = withReadDefaults({
      display_settings: JSON.stringify({ showCountdown: false }),
      margin_settings: { sections: { secondPage: 45 } },
      divider_settings: { wishes: { type: 'dots', color: '#ff0000' } },
      template_status: 'Published',
      language: 'tamil',
      event_type: 'not-a-kind',
    });
    expect(read.displaySettings.showCountdown).toBe(false);
    expect(read.displaySettings.showWishes).toBe(true);
    expect(read.marginSettings.sections).toEqual({ firstPage: 20, secondPage: 45, thirdPage: 20 });
    expect(read.dividerSettings.wishes).toEqual({ type: 'dots', color: '#ff0000', customImageUrl: '' });
    expect(read.dividerSettings.attendance.type).toBe('line');
    expect(read.templateStatus).toBe('Published');
    expect(read.language).toBe('tamil');
    expect(read.eventType).toBe('wedding');
  });

  it('parse JSON-ish values safely', () => {
    expect(parseJsonish('["#fff","#000","#ccc"]', [])).toEqual(['#fff', '#000', '#ccc']);
    expect(parseJsonish('not json', ['fallback'])).toEqual(['fallback']);
    expect(parseJsonish(null, 1)).toBe(1);
    expect(normaliseTemplateStatus('')).toBe('Draft');
    expect(normaliseTemplateStatus(null)).toBe('Draft');
    expect(normaliseTemplateStatus('Published')).toBe('Published');
  });
});

describe('routes', () => {
  it('know the app paths; anything else is not found', () => {
    for (const pattern of APP_ROUTE_PATTERNS) expect(isKnownAppPath(pattern.replace(/:[^/]+/g, 'x'))).toBe(true);
    expect(isKnownAppPath('/no/such/page')).toBe(false);
  });

  it('send users back only to a local path after sign-in', () => {
    expect(safeRedirectPath('/profile')).toBe('/profile');
    expect(safeRedirectPath('https://evil.example')).toBe('/');
    expect(safeRedirectPath('//evil.example')).toBe('/');
    expect(safeRedirectPath('/\\evil.example')).toBe('/');
    expect(safeRedirectPath(null)).toBe('/');
  });

  it('format categories as words', () => {
    expect(formatCategory('indian-wedding')).toBe('Indian Wedding');
    expect(formatCategory('baby-shower')).toBe('Baby Shower');
    expect(formatCategory('birthday')).toBe('Birthday');
  });
});
