import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { QuantityField } from '../../src/web/ui/QuantityField.tsx';
import { parseTypedQuantity } from '../../src/web/ui/typedQuantity.ts';
import { Controlled, renderWidget } from '../fixtures/renderWidget.tsx';

afterEach(() => {
  cleanup();
  i18n.activate('en');
});

/** A quantity field as a screen holds it; the values it reported. */
function quantityField(props: { initial?: number | null; fractions?: boolean; max?: number }) {
  const seen: (number | null)[] = [];
  renderWidget(
    <Controlled initial={props.initial ?? null} seen={seen}>
      {(value, onChange) => (
        <QuantityField
          aria-label="Return Qty"
          value={value}
          onChange={onChange}
          fractions={props.fractions ?? true}
          max={props.max}
          clamp={props.max !== undefined}
        />
      )}
    </Controlled>,
  );
  return { seen, input: screen.getByRole('textbox', { name: 'Return Qty' }) as HTMLInputElement };
}

async function typeIn(input: HTMLInputElement, text: string) {
  const user = userEvent.setup();
  await user.clear(input);
  await user.type(input, text);
  await user.tab();
}

describe('typed quantities', () => {
  it('read Indonesian and English notation alike', () => {
    const value = (text: string, fractions = true) => parseTypedQuantity(text, fractions);
    expect(value('12,5')).toEqual({ kind: 'number', value: 12.5 });
    expect(value('12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(value('1.250')).toEqual({ kind: 'number', value: 1250 });
    expect(value('1,250')).toEqual({ kind: 'number', value: 1250 });
    expect(value('1.250,5')).toEqual({ kind: 'number', value: 1250.5 });
    expect(value('1,250.5')).toEqual({ kind: 'number', value: 1250.5 });
    expect(value('0.001')).toEqual({ kind: 'number', value: 0.001 });
    expect(value('-5').kind).toBe('negative');
    expect(value('2.5', false).kind).toBe('fraction');
    expect(value('1.250', false)).toEqual({ kind: 'number', value: 1250 });
    expect(value('1.2.3').kind).toBe('invalid');
    expect(value('1.2345').kind).toBe('invalid');
  });
});

describe('QuantityField', () => {
  it('keeps the decimals typed key by key: 2.5 is 2.5, 1.25 is 1.25', async () => {
    const { seen, input } = quantityField({});
    await typeIn(input, '2.5');
    expect(seen.at(-1)).toBe(2.5);
    expect(input.value).toBe('2.5');
    await typeIn(input, '1.25');
    expect(seen.at(-1)).toBe(1.25);
    expect(input.value).toBe('1.25');
  });

  it('takes a pasted 12,5 and thousands in either notation', async () => {
    const user = userEvent.setup();
    const { seen, input } = quantityField({});
    await user.click(input);
    await user.paste('12,5');
    await user.tab();
    expect(seen.at(-1)).toBe(12.5);
    expect(input.value).toBe('12.5');
    await typeIn(input, '1.250');
    expect(seen.at(-1)).toBe(1250);
    await typeIn(input, '1,250');
    expect(seen.at(-1)).toBe(1250);
  });

  it('refuses a negative number with a message and keeps the last one', async () => {
    const { seen, input } = quantityField({ initial: 3 });
    await typeIn(input, '-5');
    expect(screen.getByText("can't be less than zero")).toBeTruthy();
    expect(seen.filter((v) => v !== null)).toEqual([]);
    expect(input.value).toBe('');
  });

  it('takes whole numbers only where the unit has no fractions', async () => {
    const { seen, input } = quantityField({ fractions: false });
    await typeIn(input, '2.5');
    expect(screen.getByText('This material is returned in whole units: 2.5 is not valid')).toBeTruthy();
    expect(seen.at(-1)).toBe(2);
    expect(input.value).toBe('2');
    await typeIn(input, '3');
    expect(seen.at(-1)).toBe(3);
    expect(screen.queryByText(/whole units/)).toBeNull();
  });

  it('keeps a number within its limit as it is typed', async () => {
    const { seen, input } = quantityField({ max: 3.5 });
    await typeIn(input, '12');
    expect(seen.at(-1)).toBe(3.5);
    expect(input.value).toBe('3.5');
  });

  it('shows decimals in the language of the user', async () => {
    i18n.activate('de');
    const { seen, input } = quantityField({});
    await typeIn(input, '2,5');
    expect(seen.at(-1)).toBe(2.5);
    expect(input.value).toBe('2,5');
  });
});
