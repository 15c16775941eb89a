import { describe, expect, it } from 'vitest';
import {
  awardErrorsOf,
  awardInputOf,
  costText,
  customizationErrorsOf,
  customizationInputOf,
  megabytesOf,
} from './customization-form.ts';

const formOf = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

const question = (inputType: string, more: [string, string][] = []) =>
  formOf([
    ['version', '4'],
    ['type', 'SIMPLE'],
    ['inputType', inputType],
    ['labelFr', 'Couleur du fil'],
    ['labelEn', 'Thread colour'],
    ['helpFr', ''],
    ['helpEn', ''],
    ['position', ''],
    ...more,
  ]);

describe('the customization form', () => {
  it('reads a list of choices: keys made from the labels when not given, costs in cents or percent', () => {
    const input = customizationInputOf(
      question('SELECT', [
        ['required', 'on'],
        ['value-0-key', ''],
        ['value-0-labelFr', 'Fil doré'],
        ['value-0-labelEn', 'Gold thread'],
        ['value-0-costType', 'EURO'],
        ['value-0-amount', '5,00'],
        ['value-3-key', 'argent'],
        ['value-3-labelFr', 'Argenté'],
        ['value-3-labelEn', ''],
        ['value-3-costType', 'PERCENT'],
        ['value-3-amount', '10'],
        ['value-4-key', ''],
        ['value-4-labelFr', ''],
        ['value-4-labelEn', ''],
        ['value-4-costType', 'NONE'],
        ['value-4-amount', ''],
        ['costType', 'EURO'],
        ['costAmount', '3'],
      ]),
    );
    expect(input).toMatchObject({
      version: 4,
      type: 'SIMPLE',
      inputType: 'SELECT',
      label: { fr_FR: 'Couleur du fil', en: 'Thread colour' },
      required: true,
      position: 0,
      additionalCost: null,
      file: null,
    });
    expect(input.values).toEqual([
      {
        textNumberOfChar: null,
        selectKey: 'fil-dore',
        label: { fr_FR: 'Fil doré', en: 'Gold thread' },
        costType: 'EURO',
        amount: 500,
      },
      {
        textNumberOfChar: null,
        selectKey: 'argent',
        label: { fr_FR: 'Argenté', en: '' },
        costType: 'PERCENT',
        amount: 10,
      },
    ]);
  });

  it('reads a text’s tiers by character count, and free tiers cost nothing', () => {
    const input = customizationInputOf(
      question('TEXT', [
        ['value-0-chars', '1'],
        ['value-0-labelFr', ''],
        ['value-0-labelEn', ''],
        ['value-0-costType', 'NONE'],
        ['value-0-amount', '4'],
        ['value-1-chars', ''],
        ['value-1-labelFr', 'Long'],
        ['value-1-labelEn', ''],
        ['value-1-costType', 'EURO'],
        ['value-1-amount', 'cinq'],
      ]),
    );
    expect(input.values).toEqual([
      { textNumberOfChar: 1, selectKey: null, label: { fr_FR: '', en: '' }, costType: 'NONE', amount: 0 },
      { textNumberOfChar: null, selectKey: null, label: { fr_FR: 'Long', en: '' }, costType: 'EURO', amount: -1 },
    ]);
  });

  it('reads a box to tick and a file with their one additional cost, and a file’s rule', () => {
    const tick = customizationInputOf(
      question('CHECKBOX', [
        ['costType', 'EURO'],
        ['costAmount', '2,50'],
        ['value-0-labelFr', 'x'],
      ]),
    );
    expect(tick).toMatchObject({ values: [], additionalCost: { costType: 'EURO', amount: 250 }, file: null });
    expect(customizationInputOf(question('CHECKBOX', [['costType', 'NONE']])).additionalCost).toBeNull();
    const file = customizationInputOf(
      question('FILE', [
        ['costType', 'PERCENT'],
        ['costAmount', '5'],
        ['accept', 'image/png'],
        ['accept', 'application/pdf'],
        ['accept', 'text/html'],
        ['maxMb', '2,5'],
      ]),
    );
    expect(file.additionalCost).toEqual({ costType: 'PERCENT', amount: 5 });
    expect(file.file).toEqual({ accept: ['image/png', 'application/pdf'], maxBytes: 2_621_440 });
    expect(customizationInputOf(question('FILE', [['maxMb', '']])).file).toEqual({ accept: [], maxBytes: 10_485_760 });
    expect(megabytesOf(2_621_440)).toBe('2.5');
    expect(costText({ costType: 'EURO', amount: 250 })).toBe('2.50');
    expect(costText({ costType: 'NONE', amount: 0 })).toBe('');
  });

  it('puts the API’s refusals beside the inputs, an option’s by its row', () => {
    const form = question('SELECT', [
      ['value-2-key', ''],
      ['value-2-labelFr', 'Or'],
      ['value-2-amount', ''],
      ['value-6-key', ''],
      ['value-6-labelFr', 'Or'],
      ['value-6-amount', '120'],
    ]);
    expect(
      customizationErrorsOf(form, {
        'values.1.selectKey': 'given twice',
        'values.1.amount': 'at most 100',
        'label.fr_FR': 'required',
        'file.accept': 'one at least',
      }),
    ).toEqual({
      'value-6-labelFr': 'given twice',
      'value-6-amount': 'at most 100',
      labelFr: 'required',
      accept: 'one at least',
    });
  });
});

describe('the award form', () => {
  it('reads an award: its name, year and medal', () => {
    const form = formOf([
      ['nameFr', 'Concours de Vendée'],
      ['nameEn', ''],
      ['year', '2024'],
      ['medalFr', 'Or'],
      ['medalEn', 'Gold'],
    ]);
    expect(awardInputOf(form)).toEqual({
      name: { fr_FR: 'Concours de Vendée', en: '' },
      year: 2024,
      medal: { fr_FR: 'Or', en: 'Gold' },
    });
    expect(awardInputOf(formOf([['year', '']])).year).toBeNull();
    expect(awardInputOf(formOf([['year', 'deux']])).year).toBe(-1);
    expect(awardErrorsOf(form, { 'name.fr_FR': 'required', year: 'a year' })).toEqual({
      nameFr: 'required',
      year: 'a year',
    });
  });
});
