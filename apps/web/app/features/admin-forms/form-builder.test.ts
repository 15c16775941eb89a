import { describe, expect, it } from 'vitest';
import type { FormFieldDefinition } from '@atelier/contract';
import { adminFormFieldsSchema } from '@atelier/contract';
import { definitionsOf, draftOf, move, newDraft, newOption, withValidConditions } from './form-builder.ts';

const piece: FormFieldDefinition = {
  key: 'piece',
  type: 'radio',
  label: { fr_FR: 'Pièce', en: 'Piece' },
  required: true,
  options: [
    { value: 'armchair', label: { fr_FR: 'Fauteuil' } },
    { value: 'chair', label: { fr_FR: 'Chaise' } },
  ],
};
const photo: FormFieldDefinition = {
  key: 'photo',
  type: 'file',
  label: { fr_FR: 'Photo' },
  accept: ['application/pdf'],
  maxBytes: 2 * 1024 * 1024,
  maxFiles: 3,
  showIf: { field: 'piece', values: ['armchair'] },
};

const agreement: FormFieldDefinition = {
  key: 'agreement',
  type: 'checkboxes',
  label: { fr_FR: 'Contact' },
  options: [{ value: 'recontact', label: { fr_FR: 'J’accepte d’être recontacté' } }],
  consent: true,
};

describe('the form builder', () => {
  it('gives back the fields it was given, which the API takes', () => {
    const fields = definitionsOf([piece, photo, agreement].map(draftOf));
    expect(fields).toEqual([piece, photo, agreement]);
    expect(adminFormFieldsSchema.safeParse(fields).success).toBe(true);
  });

  it('makes keys and choice values no other has', () => {
    const drafts = [piece, photo].map(draftOf);
    expect(newDraft(drafts).key).toBe('field3');
    expect(newDraft([...drafts, { ...newDraft(drafts), key: 'field3' }]).key).toBe('field4');
    expect(newOption([{ value: 'choice1' }]).value).toBe('choice2');
  });

  it('drops a condition whose question moved after it, or lost the choice it named', () => {
    const drafts = [piece, photo].map(draftOf);
    const moved = withValidConditions(move(drafts, 1, 0));
    expect(moved.dropped).toBe(1);
    expect(moved.fields[0]!.showIf).toBeNull();
    const [source, dependent] = drafts;
    const narrowed = withValidConditions([{ ...source!, options: [source!.options[1]!] }, dependent!]);
    expect(narrowed.fields[1]!.showIf).toBeNull();
    expect(withValidConditions(drafts).dropped).toBe(0);
  });

  it('records a consent only on checkboxes, and only when asked', () => {
    const [asked, turnedOff, radio] = definitionsOf([
      draftOf(agreement),
      { ...draftOf(agreement), consent: false },
      { ...draftOf(agreement), type: 'radio' },
    ]);
    expect(asked!.consent).toBe(true);
    expect(turnedOff).not.toHaveProperty('consent');
    expect(radio).not.toHaveProperty('consent');
  });

  it('keeps file limits within what the storefront takes', () => {
    const [field] = definitionsOf([{ ...draftOf(photo), maxMegabytes: 50, maxFiles: 9, fileKinds: ['photos'] }]);
    expect(field).toMatchObject({ maxBytes: 10 * 1024 * 1024, maxFiles: 5 });
    expect(field!.accept).toEqual(['image/jpeg', 'image/png', 'image/webp']);
  });
});
