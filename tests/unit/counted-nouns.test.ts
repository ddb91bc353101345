import { describe, expect, it } from 'vitest';
import checkinChinese from '@web/i18n/catalogues/checkin.chinese';
import checkinEnglish from '@web/i18n/catalogues/checkin.english';
import checkinMalay from '@web/i18n/catalogues/checkin.malay';
import responsesChinese from '@web/i18n/catalogues/responses.chinese';
import responsesEnglish from '@web/i18n/catalogues/responses.english';
import responsesMalay from '@web/i18n/catalogues/responses.malay';
import { counter } from '@web/i18n/format';

describe('counted nouns', () => {
  it('count a noun in each language: English plural, Malay and Chinese one form, the number formatted', () => {
    expect(counter('english')(1, 'guest')).toBe('1 guest');
    expect(counter('english')(2, 'guest')).toBe('2 guests');
    expect(counter('english')(2, 'child', 'children')).toBe('2 children');
    expect(counter('english')(1200, 'seat')).toBe('1,200 seats');
    expect(counter('malay')(2, 'tetamu')).toBe('2 tetamu');
    expect(counter('chinese')(3, '位宾客')).toBe('3 位宾客');
  });

  it('the check-in panel and the responses page say households, seats and guests in the same words', () => {
    const pairs = [
      [checkinEnglish, responsesEnglish, ['1 household', '2 seats', '3 guests']],
      [checkinMalay, responsesMalay, ['1 isi rumah', '2 tempat duduk', '3 tetamu']],
      [checkinChinese, responsesChinese, ['1 个家庭', '2 个座位', '3 位宾客']],
    ] as const;
    for (const [checkin, responses, expected] of pairs) {
      for (const words of [checkin, responses]) expect([words.households(1), words.seats(2), words.guests(3)]).toEqual(expected);
    }
  });
});
