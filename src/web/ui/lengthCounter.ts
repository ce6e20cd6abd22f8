/**
 * A text field's limit and what is typed against it ("12 / 35"), below the field: a remark cut
 * at 35 or 255 characters says so while it is typed, not only once it stops growing.
 */
export const lengthCounter = (value: string, max: number) => ({
  maxLength: max,
  description: `${value.length} / ${max}`,
  inputWrapperOrder: ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[],
});
