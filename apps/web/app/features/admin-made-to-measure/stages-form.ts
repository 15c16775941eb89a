import type { LocalizedText, ProductionStagesInput } from '@atelier/contract';
import { localizedFromForm } from '../admin/localized-form.ts';

/**
 * The production stages' form (issue 19 item 4) as the API's `PUT /admin/made-to-measure/stage` body: the whole
 * ordered list (`stages.{i}.id`, `stages.{i}.name.fr_FR|en`), a move (`move=3:up`) or a removal (`remove=3`)
 * applied to it, and the new stage appended when its French name is written. Pure, tested beside it.
 */

export const stageField = (index: number, field: 'id' | 'name') => `stages.${index}.${field}`;
export const NEW_STAGE_FIELD = 'new.name';

/** At most this many stages (the contract's limit). */
const MAX_STAGES = 30;

export type StagesChange = 'saved' | 'moved' | 'removed';

export function stagesInputOf(form: FormData): { input: ProductionStagesInput; change: StagesChange } {
  const stages: { id: number | null; name: LocalizedText }[] = [];
  for (let index = 0; index < MAX_STAGES + 10 && form.has(stageField(index, 'id')); index += 1) {
    const id = Number(form.get(stageField(index, 'id')));
    stages.push({
      id: Number.isInteger(id) && id > 0 ? id : null,
      name: localizedFromForm(form, stageField(index, 'name')),
    });
  }
  let change: StagesChange = 'saved';
  const move = /^(\d+):(up|down)$/.exec(String(form.get('move') ?? ''));
  const remove = /^\d+$/.exec(String(form.get('remove') ?? ''));
  if (move) {
    const index = Number(move[1]);
    const other = move[2] === 'up' ? index - 1 : index + 1;
    if (index < stages.length && other >= 0 && other < stages.length) {
      [stages[index], stages[other]] = [stages[other]!, stages[index]!];
    }
    change = 'moved';
  } else if (remove) {
    stages.splice(Number(remove[0]), 1);
    change = 'removed';
  }
  const added = localizedFromForm(form, NEW_STAGE_FIELD);
  if (added.fr_FR) stages.push({ id: null, name: added });
  return { input: { stages }, change };
}
