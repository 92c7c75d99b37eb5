// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activationAfterPhoneAdded } from '@/lib/user/activation';

describe('activation type after a phone is added', () => {
  it('turns none (0) into phone only (3)', () => {
    expect(activationAfterPhoneAdded(0)).toBe(3);
  });

  it('turns email (1) into email and phone (2)', () => {
    expect(activationAfterPhoneAdded(1)).toBe(2);
  });

  it('keeps email and phone (2) as it is', () => {
    expect(activationAfterPhoneAdded(2)).toBe(2);
  });

  it('keeps phone only (3) as it is', () => {
    expect(activationAfterPhoneAdded(3)).toBe(3);
  });
});
