import { describe, expect, it } from 'vitest';
import { describeValidation } from '../../src/server/http/errorHandler.ts';

describe('validation messages', () => {
  it('names a missing property', () => {
    expect(describeValidation([{ keyword: 'required', instancePath: '', params: { missingProperty: 'password' } }], 'body')).toEqual({
      field: 'password',
      detail: 'password is required',
    });
  });

  it('names a nested invalid field', () => {
    const result = describeValidation([{ keyword: 'enum', instancePath: '/items/0/status', params: {}, message: 'must be equal to one of the allowed values' }], 'body');
    expect(result.field).toBe('items.0.status');
    expect(result.detail).toBe('items.0.status is not valid: it must be equal to one of the allowed values');
  });

  it('refuses unknown properties by name', () => {
    expect(describeValidation([{ keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'role' } }], 'body').detail).toBe('role is not allowed');
  });
});
