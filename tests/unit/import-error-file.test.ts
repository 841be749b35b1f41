import { describe, expect, it } from 'vitest';
import {
  errorFileName,
  localiseErrorCsv,
  parseCsvText,
} from '../../src/features/people/import-error-file';
import { importReasonMessages } from '../../src/features/people/import-reason-messages';

describe('import error file', () => {
  it('reads RFC 4180 CSV with quotes, CRLF and a BOM', () => {
    expect(parseCsvText('\uFEFFa,b\r\n"x, ""y""",\r\n')).toEqual([
      ['a', 'b'],
      ['x, "y"', ''],
    ]);
    expect(parseCsvText('a\n"multi\nline"')).toEqual([['a'], ['multi\nline']]);
  });

  it('keeps the code column and adds the translated reason', () => {
    const server =
      'row,column,value,reason\r\n2,store,"Sucursal, Norte",unknown_store\r\n3,email,\'=x,odd\r\n';
    const out = localiseErrorCsv(server, 'explanation', (code) =>
      code === 'unknown_store' ? 'Branch: that name does not exist' : code,
    );
    expect(parseCsvText(out)).toEqual([
      ['row', 'column', 'value', 'reason', 'explanation'],
      ['2', 'store', 'Sucursal, Norte', 'unknown_store', 'Branch: that name does not exist'],
      ['3', 'email', "'=x", 'odd', 'odd'],
    ]);
    expect(out.endsWith('\r\n')).toBe(true);
  });

  it('names the file in the language given', () => {
    expect(errorFileName('malo.csv', 'errors')).toBe('malo-errors.csv');
    expect(errorFileName('malo.csv')).toBe('malo-errores.csv');
  });

  it('has a text for every reason the import reports', () => {
    const reasons = [
      'identifier_required',
      'invalid_email',
      'invalid_phone',
      'invalid_phone_length',
      'invalid_curp',
      'invalid_rfc',
      'too_long',
      'nul_character',
      'lone_surrogate',
      'position_required',
      'unknown_position',
      'store_required',
      'unknown_store',
      'ambiguous_store',
      'store_outside_filter',
      'duplicate_email',
      'duplicate_phone',
      'duplicate_employee_number',
      'repeated_email',
      'repeated_phone',
      'repeated_employee_number',
    ];
    for (const reason of reasons) expect(importReasonMessages[reason], reason).toBeDefined();
  });
});
