import { describe, expect, it } from 'vitest';
import { describeValidation } from '../../src/server/http/errorHandler.ts';

describe('validation messages', () => {
  it('names a missing property', () => {
    expect(describeValidation([{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } }], 'body')).toEqual({
      field: 'password',
      detail: 'password is required',
      rule: 'required',
    });
  });

  it('names a nested invalid field', () => {
    const result = describeValidation(
      [{ keyword: 'enum', instancePath: '/items/0/status', params: {}, message: 'must be equal to one of the allowed values' }],
      'body',
    );
    expect(result.field).toBe('items.0.status');
    expect(result.detail).toBe('items.0.status is not valid: it must be equal to one of the allowed values');
    expect(result.rule).toBe('invalid');
  });

  it("names the rule a value broke and its limit, for the screens to say in the user's language", () => {
    expect(
      describeValidation(
        [{ keyword: 'maxLength', instancePath: '/remark', params: { limit: 255 }, message: 'must NOT have more than 255 characters' }],
        'body',
      ),
    ).toMatchObject({ field: 'remark', rule: 'maxLength', limit: 255 });
    expect(describeValidation([{ keyword: 'format', instancePath: '/rtvDate', params: { format: 'date' } }], 'body')).toMatchObject({ rule: 'date' });
  });

  it('refuses unknown properties by name', () => {
    expect(describeValidation([{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'role' } }], 'body').detail).toBe(
      'role is not allowed',
    );
  });
});
