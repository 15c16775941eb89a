import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('session state', () => {
  it('says a visitor is not logged', async () => {
    const response = await t.call({ url: '/api/logged' });
    expect(response.json()).toEqual({ success: true, data: { isLogged: false }, message: null });
  });

  it('answers /user with a 401 envelope when anonymous, whatever token is sent', async () => {
    const anonymous = await t.call({ url: '/api/user', lang: 'en' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, data: null, message: 'You must be logged in' });
    const forged = await t.call({ url: '/api/user', headers: { authorization: 'Bearer forged' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, data: null, message: 'Vous devez être connecté' });
  });
});
