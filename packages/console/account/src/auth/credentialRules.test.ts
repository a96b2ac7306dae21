import { ApiError } from '@mediakit/api-client';
import { describe, expect, it } from 'vitest';
import { authFailureMessage, emailProblem, requiredProblem } from './credentialRules';

describe('credential rules', () => {
  it('a blank value is missing', () => {
    expect(requiredProblem('')).toBe('required');
    expect(requiredProblem('   ')).toBe('required');
    expect(requiredProblem('ada')).toBeUndefined();
  });

  it('checks email like <input type="email"> does, ignoring surrounding spaces', () => {
    expect(emailProblem(' ')).toBe('required');
    expect(emailProblem('ada')).toBe('invalid-email');
    expect(emailProblem('ada@')).toBe('invalid-email');
    expect(emailProblem('ada @example.com')).toBe('invalid-email');
    expect(emailProblem('ada@localhost')).toBeUndefined();
    expect(emailProblem(' ada@example.com ')).toBeUndefined();
  });

  it('shows an ApiError in its own words and anything else as the unexpected message', () => {
    expect(authFailureMessage(new ApiError('unauthenticated', 'Invalid credentials'), 'Oops')).toBe(
      'Invalid credentials',
    );
    expect(authFailureMessage(new TypeError('x is undefined'), 'Oops')).toBe('Oops');
  });
});
