import { describe, expect, it } from 'vitest';
import { fieldErrorMessage } from './fieldErrors';

describe('fieldErrorMessage', () => {
    it('reads the message react-admin keeps for a validator', () => {
        expect(fieldErrorMessage('@@react-admin@@"At least one image is required"')).toEqual({ message: 'At least one image is required' });
        expect(fieldErrorMessage('@@react-admin@@{"message":"ra.validation.minLength","args":{"min":2}}')).toEqual({
            message: 'ra.validation.minLength',
            args: { min: 2 },
        });
    });
    it('leaves a plain message as it is, and nothing as nothing', () => {
        expect(fieldErrorMessage('Must be a valid URL')).toEqual({ message: 'Must be a valid URL' });
        expect(fieldErrorMessage(undefined)).toBeUndefined();
        expect(fieldErrorMessage('')).toBeUndefined();
    });
});
