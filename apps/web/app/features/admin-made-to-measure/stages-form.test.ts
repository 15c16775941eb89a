import { describe, expect, it } from 'vitest';
import { stagesInputOf } from './stages-form.ts';

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

const LIST: [string, string][] = [
  ['stages.0.id', '4'],
  ['stages.0.name.fr_FR', 'Reçu'],
  ['stages.0.name.en', 'Received'],
  ['stages.1.id', '5'],
  ['stages.1.name.fr_FR', 'Dégarni'],
  ['stages.1.name.en', ''],
  ['new.name.fr_FR', ''],
  ['new.name.en', ''],
];

describe('the production stages form', () => {
  it('sends the whole ordered list, English left out when empty', () => {
    expect(stagesInputOf(form(LIST))).toEqual({
      input: {
        stages: [
          { id: 4, name: { fr_FR: 'Reçu', en: 'Received' } },
          { id: 5, name: { fr_FR: 'Dégarni' } },
        ],
      },
      change: 'saved',
    });
  });

  it('moves a stage, removes one and appends the new one', () => {
    expect(stagesInputOf(form([...LIST, ['move', '1:up']])).input.stages.map((stage) => stage.id)).toEqual([5, 4]);
    expect(stagesInputOf(form([...LIST, ['move', '1:down']])).input.stages.map((stage) => stage.id)).toEqual([4, 5]);
    expect(stagesInputOf(form([...LIST, ['remove', '0']]))).toMatchObject({
      input: { stages: [{ id: 5 }] },
      change: 'removed',
    });
    const added = form(LIST.map(([name, value]) => [name, name === 'new.name.fr_FR' ? 'Couture' : value]));
    expect(stagesInputOf(added).input.stages.at(-1)).toEqual({ id: null, name: { fr_FR: 'Couture' } });
  });
});
