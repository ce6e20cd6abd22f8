import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TextInput, type MantineSize } from '@mantine/core';
import { formatQuantity, parseTypedQuantity } from './typedQuantity.ts';

interface Props {
  /** A visible label, or (in a table cell) only an accessible name. */
  label?: string;
  'aria-label'?: string;
  value: number | null;
  /** Every number the user typed (after clamping); null when the field was emptied. */
  onChange: (value: number | null) => void;
  /** Whether the line's unit takes decimals (machines/returns/uom.ts `takesFractions`). */
  fractions: boolean;
  /** With `clamp`, a larger number becomes this one as it is typed. */
  max?: number;
  clamp?: boolean;
  /** A problem the screen found (a save check), shown under the field. */
  error?: ReactNode;
  disabled?: boolean;
  w?: number | string;
  /** The field's size: the dock's touch screen takes `lg` (48 px and more). */
  size?: MantineSize;
  'data-autofocus'?: boolean;
}

/**
 * The one quantity input of the product. While the user types, the field shows exactly what was
 * typed ("2." stays "2." until the 5 comes), so decimals are never lost; each number is passed on
 * as it is complete. Indonesian and English notations are both read (typedQuantity.ts). Negative
 * numbers, decimals where the unit takes whole numbers only, and text that is no number are
 * refused with a message: the field keeps its last number and shows it again on leaving.
 */
export function QuantityField({ label, value, onChange, fractions, max, clamp, error, disabled, w, size, ...rest }: Props) {
  const { t, i18n } = useLingui();
  const show = (v: number | null) => formatQuantity(v, i18n.locale);
  const [text, setText] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ kind: 'negative' | 'fraction' | 'invalid'; text: string } | null>(null);

  // A number changed from outside while typing (a unit change, a clamp by the screen's flow) replaces the text.
  useEffect(() => {
    setText((typed) => {
      if (typed === null) return null;
      const read = parseTypedQuantity(typed, true);
      const same = read.kind === 'number' ? read.value === value : read.kind === 'empty' && value === null;
      return same ? typed : show(value);
    });
    // `show` follows the language, which does not change while typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const type = (typed: string) => {
    const read = parseTypedQuantity(typed, fractions);
    setText(typed);
    if (read.kind === 'empty') {
      setRefused(null);
      return onChange(null);
    }
    if (read.kind !== 'number') return setRefused({ kind: read.kind, text: typed.trim() });
    setRefused(null);
    if (clamp && max !== undefined && read.value > max) {
      setText(show(max));
      return onChange(max);
    }
    onChange(read.value);
  };

  const wholeOnly = value !== null && !fractions && !Number.isInteger(value);
  // What was refused, or a number with decimals the unit does not take (after a unit change).
  const entry = refused?.text ?? show(value);
  const problem = refused
    ? { negative: t`can't be less than zero`, fraction: t`This material is returned in whole units: ${entry} is not valid`, invalid: t`${entry} is not valid` }[
        refused.kind
      ]
    : wholeOnly
      ? t`This material is returned in whole units: ${entry} is not valid`
      : null;

  return (
    <TextInput
      label={label}
      aria-label={rest['aria-label']}
      data-autofocus={rest['data-autofocus']}
      inputMode={fractions ? 'decimal' : 'numeric'}
      autoComplete="off"
      w={w}
      size={size}
      disabled={disabled}
      value={text ?? show(value)}
      onFocus={() => setText(show(value))}
      onBlur={() => setText(null)}
      onChange={(event) => type(event.currentTarget.value)}
      error={problem ?? error}
    />
  );
}
