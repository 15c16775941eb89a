import { describe, expect, it } from 'vitest';
import { normalizeColour, splitColour } from './colour.ts';

describe('colours', () => {
  it('reads every accepted form as #rrggbbaa', () => {
    expect(normalizeColour('#6B2FA3')).toBe('#6b2fa3ff');
    expect(normalizeColour('#6b2fa380')).toBe('#6b2fa380');
    expect(normalizeColour('#fff')).toBe('#ffffffff');
    expect(normalizeColour('#f008')).toBe('#ff000088');
    expect(normalizeColour('rgb(107, 47, 163)')).toBe('#6b2fa3ff');
    expect(normalizeColour('rgba(107, 47, 163, 0.5)')).toBe('#6b2fa380');
    expect(normalizeColour('rgb(107 47 163 / 50%)')).toBe('#6b2fa380');
    expect(normalizeColour('hsl(0, 100%, 50%)')).toBe('#ff0000ff');
    expect(normalizeColour('hsla(120 100% 25% / 0.25)')).toBe('#00800040');
  });

  it('refuses what is no colour', () => {
    for (const bad of [
      '',
      'red',
      '#12',
      '#12345',
      '#ggg',
      'rgb(300, 0, 0)',
      'rgba(0,0,0,2)',
      'hsl(0, 120%, 50%)',
      'rgb(1,2)',
    ]) {
      expect(normalizeColour(bad), bad).toBeNull();
    }
  });

  it('splits a stored colour for a native colour input', () => {
    expect(splitColour('#6b2fa380')).toEqual({ hex: '#6b2fa3', alpha: 0.5 });
    expect(splitColour('nonsense')).toEqual({ hex: '#000000', alpha: 1 });
  });
});
