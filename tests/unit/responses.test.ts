import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import {
  answerTotals,
  catererCsv,
  catererEventFilename,
  CSV_BOM,
  csvLine,
  eventCsvCells,
  eventCsvColumns,
  eventRepliesText,
  hostAnswerSchema,
  neutraliseCell,
  RESPONSES_CSV_COLUMNS,
  responseCsvCells,
  responseRate,
  truncateWish,
} from '@shared/responses';

describe('response rate (product.md §9)', () => {
  it('is (attending + declined) / total as a rounded percent, 0 without responses', () => {
    expect(responseRate(0, 0, 0)).toBe(0);
    expect(responseRate(3, 1, 4)).toBe(100);
    expect(responseRate(1, 1, 3)).toBe(67);
    expect(responseRate(1, 0, 3)).toBe(33);
    expect(responseRate(1, 0, 8)).toBe(13); // 12.5 rounds half up
    expect(responseRate(2, 0, 3)).toBe(67);
  });
});

describe('wishes in the table', () => {
  it('are cut at 50 characters, whole characters only', () => {
    expect(truncateWish('Short and sweet')).toBe('Short and sweet');
    expect(truncateWish('x'.repeat(50))).toBe('x'.repeat(50));
    expect(truncateWish('x'.repeat(51))).toBe(`${'x'.repeat(50)}…`);
    expect(truncateWish(`${'y'.repeat(49)} and more`)).toBe(`${'y'.repeat(49)}…`);
    const emoji = '🎉'.repeat(60);
    expect(truncateWish(emoji)).toBe(`${'🎉'.repeat(50)}…`);
  });
});

describe('CSV cells', () => {
  it('neutralise formulas: =, +, -, @, tab and carriage return get a leading apostrophe', () => {
    for (const value of ['=SUM(A1)', '+60123', '-1', '@cmd', '\tx', '\rx']) expect(neutraliseCell(value)).toBe(`'${value}`);
    for (const value of ['Lina', '', '60', 'a=b', '王小明']) expect(neutraliseCell(value)).toBe(value);
  });

  it('quote every field, double inner quotes, end with CRLF and survive a real CSV parser', () => {
    const line = csvLine(['He said "hi"', 'a,b', 'two\nlines', '=1+1']);
    expect(line).toBe('"He said ""hi""","a,b","two\nlines","\'=1+1"\r\n');
    expect(parse(line)).toEqual([['He said "hi"', 'a,b', 'two\nlines', "'=1+1"]]);
  });

  it('a response row follows the documented column order', () => {
    expect(RESPONSES_CSV_COLUMNS).toEqual(['Guest Name', 'Email', 'Status', 'Number of Guests', 'Meal Choice', 'Car Plate', 'Message', 'Response Date']);
    const cells = responseCsvCells({ guestName: 'சுப்ரமணியம்', email: 'a@b.c', attending: false, numberOfGuests: 0, mealName: '', carPlate: '', wishes: '祝福', responseDate: '2026-01-01T00:00:00.000Z' });
    expect(cells).toEqual(['சுப்ரமணியம்', 'a@b.c', 'Declined', '0', '', '', '祝福', '2026-01-01T00:00:00.000Z']);
  });

  it("the caterer's file lists meals, guests without a choice and the total", () => {
    const text = catererCsv([{ id: 'm1', name: 'Nasi lemak', guests: 5 }], 2);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['Meal Choice', 'Guests'],
      ['Nasi lemak', '5'],
      ['No meal chosen', '2'],
      ['Total attending guests', '7'],
    ]);
  });
});

describe('per event', () => {
  const replies = [
    { eventId: 'akad', attending: false, guests: 0, mealChoice: '' },
    { eventId: 'resepsi', attending: true, guests: 3, mealChoice: 'r1' },
    { eventId: 'bertandang', attending: true, guests: 5, mealChoice: 'b1' },
  ];

  it('derives the totals: any event, the largest count, the main event\'s meal else the first attending one\'s', () => {
    expect(answerTotals(replies, 'akad')).toEqual({ attending: true, numberOfGuests: 5, mealChoice: 'r1' });
    expect(answerTotals(replies, 'bertandang')).toEqual({ attending: true, numberOfGuests: 5, mealChoice: 'b1' });
    expect(answerTotals([{ eventId: 'akad', attending: true, guests: 0, mealChoice: '' }], 'akad')).toEqual({ attending: true, numberOfGuests: 1, mealChoice: '' });
    expect(answerTotals([replies[0]!], 'akad')).toEqual({ attending: false, numberOfGuests: 0, mealChoice: '' });
  });

  it('writes the replies compactly in the events order, leaving out events without a reply', () => {
    const events = [
      { eventId: 'akad', name: 'Akad' },
      { eventId: 'resepsi', name: 'Resepsi' },
      { eventId: 'other', name: 'Other' },
    ];
    expect(eventRepliesText(replies, events)).toBe('Akad ✗ · Resepsi ✓ 3');
  });

  it('names the CSV columns of an event (meal only with meal options) and the caterer file of an event', () => {
    expect(eventCsvColumns({ name: 'Akad', mealOptions: [] })).toEqual(['Akad: attending', 'Akad: guests']);
    expect(eventCsvColumns({ name: 'Akad', mealOptions: [{ id: 'm', name: 'M' }] })).toEqual(['Akad: attending', 'Akad: guests', 'Akad: meal']);
    expect(eventCsvCells({ mealOptions: [] }, undefined)).toEqual(['', '']);
    expect(eventCsvCells({ mealOptions: [{ id: 'm', name: 'M' }] }, { attending: true, guests: 2, mealName: 'M' })).toEqual(['Attending', '2', 'M']);
    expect(catererEventFilename('Majlis Résepsi (Dewan)')).toBe('rsvp_meal_counts_majlis_resepsi_dewan.csv');
    expect(catererEventFilename('婚宴')).toBe('rsvp_meal_counts_event.csv');
  });

  it('a host answer with events needs no top-level answer; its totals follow the replies', () => {
    const parsed = hostAnswerSchema.parse({ guestName: 'A', events: [{ eventId: crypto.randomUUID(), attending: true, guests: 2 }] });
    expect(parsed).toMatchObject({ attending: true, numberOfGuests: 2 });
    expect(hostAnswerSchema.safeParse({ guestName: 'A' }).success).toBe(false);
  });
});
