import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_COLORS, normaliseHexColor, PRESET_SWATCHES } from '@shared/colors';
import { MESSAGES } from '@shared/messages';
import { accentOf, templateFieldsSchema } from '@shared/template-form';

const firstMessage = (values: unknown) => {
  const result = templateFieldsSchema.safeParse(values);
  return result.success ? null : result.error.issues[0]?.message;
};
const valid = { name: 'Rose', category: 'wedding', dominant_colors: [...DEFAULT_TEMPLATE_COLORS] };

describe('the template form contract (product.md §5)', () => {
  it('trims the name and lower-cases the colours', () => {
    expect(templateFieldsSchema.parse({ ...valid, name: '  Rose  ', dominant_colors: ['#AABBCC', '#eeeeee', '#CcCcCc'] })).toEqual({
      name: 'Rose',
      category: 'wedding',
      dominant_colors: ['#aabbcc', '#eeeeee', '#cccccc'],
    });
  });

  it('answers with the documented messages', () => {
    expect(firstMessage({ ...valid, name: '   ' })).toBe(MESSAGES.templateNameRequired);
    expect(firstMessage({ ...valid, name: undefined })).toBe(MESSAGES.templateNameRequired);
    expect(firstMessage({ ...valid, category: '' })).toBe(MESSAGES.templateCategoryRequired);
    expect(firstMessage({ ...valid, category: 'funeral' })).toBe(MESSAGES.templateCategoryRequired);
    expect(firstMessage({ ...valid, dominant_colors: ['#ffffff', '#eeeeee'] })).toBe(MESSAGES.templateColorsRequired);
    expect(firstMessage({ ...valid, dominant_colors: null })).toBe(MESSAGES.templateColorsRequired);
    expect(firstMessage({ ...valid, dominant_colors: ['#ffffff', '#eeeeee', '#ccc'] })).toBe(MESSAGES.templateColorInvalid);
  });

  it('takes the third colour as the accent', () => {
    expect(accentOf(['#111111', '#222222', '#333333'])).toBe('#333333');
    expect(accentOf([])).toBeNull();
  });
});

describe('colours', () => {
  it('has the documented defaults and 19 distinct valid presets', () => {
    expect(DEFAULT_TEMPLATE_COLORS).toEqual(['#ffffff', '#eeeeee', '#cccccc']);
    expect(PRESET_SWATCHES).toHaveLength(19);
    expect(new Set(PRESET_SWATCHES.map((s) => s.hex)).size).toBe(19);
    expect(PRESET_SWATCHES.every((s) => normaliseHexColor(s.hex) === s.hex && s.name.length > 0)).toBe(true);
  });

  it('normalises typed hex colours', () => {
    expect(normaliseHexColor(' #ABCDEF ')).toBe('#abcdef');
    expect(normaliseHexColor('abcdef')).toBe('#abcdef');
    expect(normaliseHexColor('#abc')).toBeNull();
    expect(normaliseHexColor('red')).toBeNull();
  });
});
