import { describe, expect, it } from 'vitest';
import { addRecipient, canSend } from '../../src/features/shell/brand-key/recipient-list';

describe('share-brand-key recipients (SPEC §5)', () => {
  it('adds e-mails and phone entries of 4 to 12 digits', () => {
    expect(addRecipient([], 'ana@example.com', '+52')).toEqual({
      ok: true,
      list: ['ana@example.com'],
    });
    expect(addRecipient(['ana@example.com'], ' 5512345678 ', '+52')).toEqual({
      ok: true,
      list: ['ana@example.com', '5512345678'],
    });
    expect(addRecipient([], '1234', '+52')).toEqual({ ok: true, list: ['1234'] });
    expect(addRecipient([], '123456789012', '+52')).toEqual({ ok: true, list: ['123456789012'] });
  });

  it("rejects short, long and non-numeric phone entries as 'Invalid phone'", () => {
    expect(addRecipient([], '123', '+52')).toEqual({ ok: false, reason: 'invalid' });
    expect(addRecipient([], '1234567890123', '+52')).toEqual({ ok: false, reason: 'invalid' });
    expect(addRecipient([], '55-1234', '+52')).toEqual({ ok: false, reason: 'invalid' });
    expect(addRecipient([], 'ana@', '+52')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('exempts +61 from the length rule', () => {
    expect(addRecipient([], '123', '+61')).toEqual({ ok: true, list: ['123'] });
    expect(addRecipient([], '1234567890123', '+61').ok).toBe(true);
  });

  it('ignores empty entries and repeats', () => {
    expect(addRecipient(['a@b.co'], '   ', '+52')).toEqual({ ok: false, reason: 'empty' });
    expect(addRecipient(['a@b.co'], 'A@B.co', '+52')).toEqual({ ok: true, list: ['a@b.co'] });
  });

  it('allows sending only with a recipient and no send under way', () => {
    expect(canSend([], false)).toBe(false);
    expect(canSend(['a@b.co'], false)).toBe(true);
    expect(canSend(['a@b.co'], true)).toBe(false);
  });
});
