import { describe, expect, it } from 'vitest';
import { passwordProblems } from './passwordRules';

describe('passwordProblems', () => {
    it('asks for 8 characters and a matching confirmation', () => {
        expect(passwordProblems('long-enough', 'long-enough')).toEqual({});
        expect(passwordProblems('short', 'short')).toEqual({ password: 'Password must be at least 8 characters' });
        expect(passwordProblems('long-enough-1', 'long-enough-2')).toEqual({ confirmPassword: "Passwords don't match" });
    });

    it('counts characters, not bytes', () => {
        expect(passwordProblems('ééééééé', 'ééééééé').password).toBeDefined();
        expect(passwordProblems('éééééééé', 'éééééééé')).toEqual({});
    });
});
