import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invitationInputSchema } from '@shared/invitation-input';
import { rsvpInputSchema } from '@shared/invitation-view';
import { catererCsv, csvLine, neutraliseCell, responseCsvCells, responseRate, truncateWish, WISH_PREVIEW_LENGTH } from '@shared/responses';
import { customSlugSchema, normaliseSlug, RESERVED_SLUGS, SLUG_MAX_LENGTH, SLUG_MESSAGES, SLUG_PATTERN, slugProblem } from '@shared/slug';
import { applyTemplate, canGoTo, firstInvalidStep, hasText, newInvitation, validateStep, WIZARD_STEPS } from '@shared/wizard';

/*
 * Properties of the shared logic the browser and the server both run: whatever the input, these
 * hold. fast-check shrinks a failure to its smallest example, which then names the broken rule.
 */

const hexColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const slugChars = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-'.split(''));
const validLookingSlug = fc.string({ unit: slugChars, minLength: 1, maxLength: SLUG_MAX_LENGTH });

describe('slug rules', () => {
  it('accept exactly the lower-case, 1–60 character, [a-z0-9-] slugs that are neither reserved nor id-shaped', () => {
    fc.assert(
      fc.property(fc.oneof(validLookingSlug, fc.string({ maxLength: 80 })), (slug) => {
        const problem = slugProblem(slug);
        const shouldPass =
          slug.length >= 1 && slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug) && !RESERVED_SLUGS.has(slug) && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(slug);
        expect(problem === null).toBe(shouldPass);
        if (problem !== null) expect(Object.values(SLUG_MESSAGES)).toContain(problem);
      }),
      { numRuns: 2000 },
    );
  });

  it('normalise idempotently, and the API schema stores only what slugProblem accepts, lower-cased', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (typed) => {
        expect(normaliseSlug(normaliseSlug(typed))).toBe(normaliseSlug(typed));
        const parsed = customSlugSchema.safeParse(typed);
        expect(parsed.success).toBe(slugProblem(normaliseSlug(typed)) === null);
        if (parsed.success) {
          expect(parsed.data).toBe(parsed.data.toLowerCase());
          expect(parsed.data).toMatch(SLUG_PATTERN);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never accept a reserved word in any letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RESERVED_SLUGS), fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }), (word, upper) => {
        const typed = [...word].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('');
        expect(customSlugSchema.safeParse(typed).success).toBe(false);
      }),
    );
  });
});

describe('defaults', () => {
  it('a new invitation satisfies the editor contract, and choosing any template keeps it valid', () => {
    expect(invitationInputSchema.safeParse(newInvitation()).success).toBe(true);
    fc.assert(
      fc.property(
        fc.record({ id: fc.uuid(), imageUrl: fc.constant('/files/template_images/x.webp'), dominantColors: fc.array(hexColour, { maxLength: 10 }), accentColor: fc.option(hexColour, { nil: undefined }) }),
        (template) => {
          const chosen = applyTemplate(newInvitation(), template);
          expect(invitationInputSchema.safeParse(chosen).success).toBe(true);
          expect(chosen.template.id).toBe(template.id);
          expect(chosen.customColors).toHaveLength(3);
          const expectedFontColour = template.accentColor || template.dominantColors[2] || '#ffffff';
          expect(chosen.fonts.eventName?.color).toBe(expectedFontColour);
        },
      ),
    );
  });

  it('an RSVP fills its defaults and never stores markup in a name or plate', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), fc.string({ maxLength: 30 }), fc.boolean(), (guestName, carPlate, attending) => {
        const parsed = rsvpInputSchema.safeParse({ guestName, carPlate, attending });
        if (!parsed.success) return;
        expect(parsed.data.guestName.length).toBeGreaterThan(0);
        expect(parsed.data.guestName.length).toBeLessThanOrEqual(100);
        expect(parsed.data.guestName + parsed.data.carPlate).not.toMatch(/[<>]/);
        expect(parsed.data.email).toBe('');
        // A guest who declines brings nobody; one who comes counts as one unless they say more.
        expect(parsed.data.numberOfGuests).toBe(attending ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('response statistics', () => {
  it('the response rate is a whole percent in 0–100, 0 without responses, and grows with answers', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), fc.nat(10_000), (attending, declined, pending) => {
        const total = attending + declined + pending;
        const rate = responseRate(attending, declined, total);
        expect(Number.isInteger(rate)).toBe(true);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(100);
        if (total === 0) expect(rate).toBe(0);
        if (pending === 0 && total > 0) expect(rate).toBe(100);
        expect(responseRate(attending + 1, declined, total + 1)).toBeGreaterThanOrEqual(rate);
      }),
    );
  });

  it('a wish preview is the wish itself when short, else at most 50 whole characters and an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (wish) => {
        const preview = truncateWish(wish);
        const characters = Array.from(wish);
        if (characters.length <= WISH_PREVIEW_LENGTH) expect(preview).toBe(wish);
        else {
          expect(preview.endsWith('…')).toBe(true);
          expect(Array.from(preview).length).toBeLessThanOrEqual(WISH_PREVIEW_LENGTH + 1);
          expect(wish.startsWith(preview.slice(0, -1))).toBe(true);
          // Never half a surrogate pair.
          expect(() => encodeURIComponent(preview)).not.toThrow();
        }
      }),
    );
  });
});

describe('CSV rows', () => {
  const cell = fc.string({ unit: fc.oneof(fc.constantFrom('"', ',', '\n', '\r', '=', '+', '-', '@', '\t', ' '), fc.string({ minLength: 1, maxLength: 1 }), fc.constantFrom('😀', 'é', 'ணு')), maxLength: 40 });

  it('parse back (RFC 4180) to the same cells, each neutralised so no spreadsheet runs a formula', () => {
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 8 }), (cells) => {
        const [parsed] = parse(csvLine(cells), { relax_quotes: false }) as string[][];
        expect(parsed).toEqual(cells.map(neutraliseCell));
        for (const value of parsed ?? []) expect(value).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 1000 },
    );
  });

  it('a response row has the eight product.md columns in order, its status in words', () => {
    fc.assert(
      fc.property(
        fc.record({ guestName: cell, email: cell, attending: fc.boolean(), numberOfGuests: fc.nat(30), mealName: cell, carPlate: cell, wishes: cell, responseDate: fc.constant('2027-01-01 10:00') }),
        (row) => {
          const cells = responseCsvCells(row);
          expect(cells).toHaveLength(8);
          expect(cells[2]).toBe(row.attending ? 'Attending' : 'Declined');
          expect(cells[3]).toBe(String(row.numberOfGuests));
          const [parsed] = parse(csvLine(cells)) as string[][];
          expect(parsed).toHaveLength(8);
        },
      ),
    );
  });

  it("the caterer's file totals its meal counts and carries no guest data", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.uuid(), name: fc.string({ minLength: 1, maxLength: 20 }), guests: fc.nat(500) }), { maxLength: 10 }), fc.nat(100), (meals, withoutMeal) => {
        const rows = parse(catererCsv(meals, withoutMeal), { bom: true }) as string[][];
        expect(rows[0]).toEqual(['Meal Choice', 'Guests']);
        const total = rows.at(-1)!;
        expect(total).toEqual(['Total attending guests', String(meals.reduce((sum, meal) => sum + meal.guests, withoutMeal))]);
        expect(rows.every((row) => row.length === 2)).toBe(true);
      }),
    );
  });
});

describe('wizard validation', () => {
  const wizardInput = fc.record({
    template: fc.record({ id: fc.oneof(fc.constant(''), fc.uuid()), imageUrl: fc.constant(''), dominantColors: fc.constant([] as string[]), accentColor: fc.constant(null) }),
    eventName: fc.oneof(fc.constant(''), fc.constant('<p></p>'), fc.constant('<p>&nbsp;</p>'), fc.string({ maxLength: 20 }).map((s) => `<p>${s}</p>`)),
    date: fc.oneof(fc.constant(''), fc.constant('2027-06-12')),
    organizer: fc.record({ name: fc.oneof(fc.constant(''), fc.constant('   '), fc.string({ maxLength: 10 })), email: fc.constant(''), phone: fc.constant('') }),
  });

  it('the first invalid step is where Save jumps, and no step before it fails', () => {
    fc.assert(
      fc.property(wizardInput, (input) => {
        const first = firstInvalidStep(input);
        const failing = WIZARD_STEPS.map((step, index) => ({ index, message: validateStep(step.id, input) })).filter((s) => s.message);
        if (!first) expect(failing).toEqual([]);
        else expect(first).toMatchObject({ index: failing[0]!.index, message: failing[0]!.message });
        const complete = Boolean(input.template.id) && hasText(input.eventName) && Boolean(input.date) && input.organizer.name.trim().length > 0;
        expect(first === null).toBe(complete);
      }),
      { numRuns: 1000 },
    );
  });

  it('going back is always allowed; going forward stops at the first invalid step in between', () => {
    fc.assert(
      fc.property(wizardInput, fc.nat(WIZARD_STEPS.length - 1), fc.nat(WIZARD_STEPS.length - 1), (input, from, to) => {
        const result = canGoTo(from, to, input);
        if (to <= from) expect(result).toEqual({ ok: true });
        else {
          const blocking = WIZARD_STEPS.slice(from, to).findIndex((step) => validateStep(step.id, input) !== null);
          if (blocking === -1) expect(result).toEqual({ ok: true });
          else expect(result).toMatchObject({ ok: false, index: from + blocking });
        }
      }),
      { numRuns: 1000 },
    );
  });
});
