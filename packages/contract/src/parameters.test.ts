import { describe, it, expect } from 'vitest';
import {
  LEGAL_PLACEHOLDERS,
  LEGAL_TEXT_KEYS,
  PARAMETER_CATALOG,
  PARAMETER_KINDS,
  fillLegalPlaceholders,
  parameterSchema,
} from './parameters.ts';
import type { ParameterDefinition } from './parameters.ts';

const catalog: readonly ParameterDefinition[] = PARAMETER_CATALOG;
const keys = catalog.map((p) => p.type);
const byKey = new Map(catalog.map((p) => [p.type, p]));

describe('PARAMETER_CATALOG', () => {
  it('has unique, upper-case keys', () => {
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('uses only valid kinds and has a French label for every key', () => {
    for (const p of catalog) {
      expect(PARAMETER_KINDS).toContain(p.kind);
      expect(p.label.trim()).not.toBe('');
    }
  });

  it('gives colour keys an 8-digit hex default with alpha', () => {
    // INVERSE_ABSOLUTE_MENU_COLOR is a switch, not a colour.
    const colours = catalog.filter(
      (p) => (p.type.endsWith('_COLOR') || p.type === 'MENU_COLOR_ON_TOP') && p.type !== 'INVERSE_ABSOLUTE_MENU_COLOR',
    );
    expect(colours.length).toBe(18);
    for (const p of colours) {
      expect(p.kind).toBe('STRING');
      expect(p.defaultValue, p.type).toMatch(/^#[0-9a-f]{8}$/i);
    }
  });

  it("gives BOOLEAN keys a 'true' or 'false' default", () => {
    for (const p of catalog.filter((p) => p.kind === 'BOOLEAN')) {
      expect(['true', 'false'], p.type).toContain(p.defaultValue);
    }
  });

  it('gives NUMBER keys a decimal default (or none)', () => {
    for (const p of catalog.filter((p) => p.kind === 'NUMBER')) {
      if (p.defaultValue === null) continue;
      expect(p.defaultValue, p.type).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number.isFinite(Number(p.defaultValue))).toBe(true);
    }
  });

  it('follows the SPEC §9 setting defaults', () => {
    const expected: Record<string, string> = {
      LOGO_HEIGHT: '90',
      LOGO_HEIGHT_FOOTER: '100',
      LOGO_HEIGHT_MOBILE: '70',
      LOGO_MARGIN_TOP: '10',
      LOGO_MARGIN_BOTTOM: '10',
      DETAIL_PAGE_MARGIN_TOP: '130',
      STOCK_LIMIT_DISPLAY: '2',
      MENU_ICON_SIZE: '12',
      PRODUCT_ASPECT_RATIO: '2-3',
      MOBILE_MENU_POSITION: 'bottom',
      MENU_ALIGNMENT: 'right',
      LOGO_POSITION: 'left',
      MENU_ACTIVE_TYPE: 'text-color',
      MENU_HOVER_TRANSITION: 'simple-text-color',
      PRODUCT_PAGE_STYLE: 'PREMIUM',
      FEATURES_PRODUCT_STYLE: 'EXPANDABLE',
      IS_BLOG_ACTIVATED: 'true',
      IS_MENU_FIXED: 'true',
      HIDE_CONTACT_PAGE: 'true',
      DARK_THEME: 'false',
      USE_PRODUCT_STOCK: 'true',
      SEE_CART_ON_HOVER: 'false',
    };
    for (const [key, value] of Object.entries(expected)) expect(byKey.get(key)?.defaultValue, key).toBe(value);
  });

  it('declares the legal texts as translatable TEXT without a default', () => {
    for (const key of LEGAL_TEXT_KEYS) {
      const p = byKey.get(key);
      expect(p?.kind).toBe('TEXT');
      expect(p?.translatable).toBe(true);
      expect(p?.defaultValue).toBeNull();
    }
  });

  it('has a catalogue entry for every placeholder source key', () => {
    for (const key of Object.values(LEGAL_PLACEHOLDERS)) expect(keys).toContain(key);
  });
});

describe('parameterSchema', () => {
  it('accepts the API shape', () => {
    const p = { id: 1, type: 'DARK_THEME', kind: 'BOOLEAN', label: 'Thème sombre', value: null };
    expect(parameterSchema.parse(p)).toEqual(p);
    expect(parameterSchema.safeParse({ ...p, kind: 'COLOR' }).success).toBe(false);
  });
});

describe('fillLegalPlaceholders', () => {
  const values = {
    LEGAL_AGENT: 'Jeanne Martin',
    LEGAL_COMPANY_NAME: 'Atelier Martin',
    CORPORATE_FORM: 'SARL',
    SIRET_NUMBER: '123 456 789 00012',
    HEAD_OFFICE: '1 rue du Port, 85000 La Roche-sur-Yon',
    COMPANY_PHONE: '02 51 00 00 00',
  };

  it('fills every placeholder from its key', () => {
    const html =
      '<p>{{COMPANY_NAME}}, {{CORPORATE_FORM}}, SIRET {{SIRET}}, {{HEAD_OFFICE}}, {{PHONE}}, {{LEGAL_AGENT}}. {{COMPANY_NAME}}</p>';
    expect(fillLegalPlaceholders(html, values)).toBe(
      '<p>Atelier Martin, SARL, SIRET 123 456 789 00012, 1 rue du Port, 85000 La Roche-sur-Yon, 02 51 00 00 00, Jeanne Martin. Atelier Martin</p>',
    );
  });

  it('escapes HTML in values', () => {
    const out = fillLegalPlaceholders('<p>{{COMPANY_NAME}}</p>', { LEGAL_COMPANY_NAME: '<b>"A" & B\'s</b>' });
    expect(out).toBe('<p>&lt;b&gt;&quot;A&quot; &amp; B&#39;s&lt;/b&gt;</p>');
  });

  it('uses an empty string for missing or null values and does not expand placeholders inside values', () => {
    expect(fillLegalPlaceholders('[{{SIRET}}][{{PHONE}}]', { SIRET_NUMBER: null })).toBe('[][]');
    expect(fillLegalPlaceholders('{{COMPANY_NAME}}', { LEGAL_COMPANY_NAME: '{{PHONE}}', COMPANY_PHONE: 'x' })).toBe(
      '{{PHONE}}',
    );
  });

  it('leaves unknown placeholders alone', () => {
    expect(fillLegalPlaceholders('{{OTHER}}', values)).toBe('{{OTHER}}');
  });
});
