import { describe, expect, it } from 'vitest';
import { loginSchema, registerSchema } from '@atelier/contract';
import { clientProblems } from './client-check.ts';

const message = (problem: string, params?: Record<string, number>) =>
  params ? `${problem} ${JSON.stringify(params)}` : problem;

describe('account forms checked in the browser', () => {
  it('names the first problem of each field', () => {
    const errors = clientProblems(
      registerSchema,
      { email: 'nope', password: 'short', firstname: ' ', lastname: 'Morel', phone: '0612345678', acceptTerms: false },
      message,
    );
    expect(errors).toEqual({
      email: 'email',
      password: 'tooShort {"minimum":8}',
      firstname: 'required',
      acceptTerms: 'terms',
    });
  });

  it('has nothing to say about a valid form', () => {
    expect(clientProblems(loginSchema, { email: 'Jeanne@Example.com ', password: 'x' }, message)).toEqual({});
  });

  it('calls an empty field missing, whatever its shape', () => {
    expect(clientProblems(loginSchema, { email: ' ', password: '' }, message)).toEqual({
      email: 'required',
      password: 'required',
    });
  });
});
