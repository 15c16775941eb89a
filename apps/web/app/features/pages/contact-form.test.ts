import { describe, expect, it } from 'vitest';
import { contactMessageSchema } from '@atelier/contract/contact';
import { contactValuesFromForm, invalidFields } from './contact-form.ts';

function form(entries: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
}

describe('contactValuesFromForm', () => {
  it('reads a ticked consent box as true, a missing one as false', () => {
    expect(contactValuesFromForm(form({ consent: 'on' })).consent).toBe(true);
    expect(contactValuesFromForm(form({})).consent).toBe(false);
  });
  it('reads missing fields as empty texts', () => {
    expect(contactValuesFromForm(form({ name: 'Jeanne' }))).toEqual({
      name: 'Jeanne',
      email: '',
      phone: '',
      subject: '',
      message: '',
      consent: false,
    });
  });
});

describe('invalidFields', () => {
  it('names each field the shared schema refuses', () => {
    const values = contactValuesFromForm(
      form({ name: 'J', email: 'nope', phone: '12', subject: 'Devis', message: 'court' }),
    );
    const result = contactMessageSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(invalidFields(result.error!.issues)).toEqual({
      name: true,
      email: true,
      phone: true,
      message: true,
      consent: true,
    });
  });
  it('accepts a complete message without a phone number', () => {
    const values = contactValuesFromForm(
      form({
        name: 'Jeanne Martin',
        email: 'jeanne@example.fr',
        subject: 'Devis',
        message: 'Un devis pour une bergère.',
        consent: 'on',
      }),
    );
    expect(contactMessageSchema.safeParse(values).success).toBe(true);
  });
});
