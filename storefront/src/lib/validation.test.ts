import { describe, expect, it } from 'vitest';
import { isValidEmail, validateContact, validateOrder } from './validation';

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact({ name: 'Jo', email: 'jo@shop.example', message: 'Ten chars!' })).toEqual({});
  });

  it("uses the spec's messages", () => {
    expect(validateContact({ name: 'J', email: 'nope', message: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Message must be at least 10 characters',
    });
  });

  it('does not count surrounding spaces', () => {
    expect(validateContact({ name: ' J ', email: 'a@b.co', message: '   short    ' })).toEqual({
      name: 'Name must be at least 2 characters',
      message: 'Message must be at least 10 characters',
    });
  });
});

describe('isValidEmail', () => {
  it.each(['buyer@dispensary.example', 'a.b+c@d.co.uk'])('%s is an address', (e) => expect(isValidEmail(e)).toBe(true));
  it.each(['', 'a@b', 'a b@c.de', '@c.de', 'a@.de'])('%j is not', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('validateOrder', () => {
  it('needs a name and an email; phone and note are optional', () => {
    expect(validateOrder({ name: 'Jo', email: 'jo@shop.example', phone: '', note: '' })).toEqual({});
    expect(validateOrder({ name: '', email: '', phone: '', note: '' })).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
    });
  });

  it('checks a phone number when one is given', () => {
    expect(validateOrder({ name: 'Jo', email: 'jo@shop.example', phone: '(845) 555-0142', note: '' })).toEqual({});
    expect(validateOrder({ name: 'Jo', email: 'jo@shop.example', phone: 'call me', note: '' }).phone).toBe(
      'Please enter a valid phone number',
    );
  });
});
