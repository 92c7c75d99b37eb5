// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { recoveryIdentity } from '@/lib/auth/recovery';

describe('who asks for a password reset', () => {
  it.each([
    ['player@example.com', { email: 'player@example.com' }],
    ['  player@example.com ', { email: 'player@example.com' }],
    ['+7 999 123-45-67', { phone: '+79991234567' }],
    ['+7 (999) 1234567', { phone: '+79991234567' }],
    ['1005', { login: '1005' }],
    ['79991234567', { login: '79991234567' }],
    ['alex_demo', { login: 'alex_demo' }],
  ])('%j → %j', (typed, identity) => {
    expect(recoveryIdentity(typed)).toEqual(identity);
  });

  it('is nobody for an empty field', () => {
    expect(recoveryIdentity('   ')).toBeNull();
  });
});
