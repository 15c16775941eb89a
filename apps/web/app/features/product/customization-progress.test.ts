import { describe, expect, it } from 'vitest';
import type { Customization } from '@atelier/contract';
import { answersOf, isMissing, parseProgress, saveAnswer } from './customization-progress.ts';

const question = (
  id: number,
  inputType: Customization['inputType'],
  position: number,
  required = false,
): Customization => ({
  id,
  type: 'DYNAMIC_FORM',
  inputType,
  label: `Question ${id}`,
  help: null,
  required,
  position,
  customizationValues: [],
  additionalCost: null,
  file: null,
});
// Stored in another order than asked: the flow follows `position`.
const questions = [question(30, 'CHECKBOX', 2), question(10, 'TEXT', 0), question(20, 'SELECT', 1, true)];

describe('the customization flow’s progress', () => {
  it('saves answers one by one and moves the index on to the summary after the last (SPEC §4)', () => {
    let progress = parseProgress(null, questions);
    progress = saveAnswer(progress, questions, 10, { answer: 'Léa', shown: 'Léa' });
    expect(progress.index).toBe(1);
    progress = saveAnswer(progress, questions, 20, { answer: 'lin', shown: 'Lin naturel' });
    progress = saveAnswer(progress, questions, 30, { answer: 'true', shown: 'Oui' });
    expect(progress.index).toBe(3);
    expect(answersOf(progress, questions)).toEqual([
      { idCustomization: 10, answer: 'Léa' },
      { idCustomization: 20, answer: 'lin' },
      { idCustomization: 30, answer: 'true' },
    ]);
  });

  it('leaves empty answers out of the price request', () => {
    const progress = saveAnswer(parseProgress(null, questions), questions, 10, { answer: '', shown: '' });
    expect(answersOf(progress, questions)).toEqual([]);
  });

  it('reads back what the session kept, dropping what no longer fits', () => {
    const kept = JSON.stringify({
      answers: { 10: { answer: 'Léa', shown: 'Léa' }, 99: { answer: 'x', shown: 'x' }, 20: { answer: 3 } },
      index: 7,
    });
    expect(parseProgress(kept, questions)).toEqual({ answers: { 10: { answer: 'Léa', shown: 'Léa' } }, index: 3 });
    expect(parseProgress('{not json', questions)).toEqual({ answers: {}, index: 0 });
    expect(parseProgress('null', questions)).toEqual({ answers: {}, index: 0 });
  });

  it('asks a required question again when it has no answer (a required box must be ticked)', () => {
    expect(isMissing(question(1, 'TEXT', 0, true), '  ')).toBe(true);
    expect(isMissing(question(1, 'TEXT', 0, false), '')).toBe(false);
    expect(isMissing(question(1, 'CHECKBOX', 0, true), 'false')).toBe(true);
    expect(isMissing(question(1, 'CHECKBOX', 0, true), 'true')).toBe(false);
  });
});
