import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateField } from '../../src/web/ui/DateField.tsx';
import { parseTypedDate } from '../../src/web/ui/typedDate.ts';
import { Controlled, renderWidget } from '../fixtures/renderWidget.tsx';

afterEach(cleanup);

/** A date field as a screen holds it; the values it reported. */
function dateField(initial: string | null, locale = 'en') {
  const seen: (string | null)[] = [];
  renderWidget(
    <Controlled initial={initial} seen={seen}>
      {(value, onChange) => <DateField label="RTV Date" value={value} onChange={onChange} clearable />}
    </Controlled>,
    locale,
  );
  return { seen, input: screen.getByRole('textbox', { name: 'RTV Date' }) as HTMLInputElement };
}

describe('typed dates', () => {
  it('are read day first, whatever the separator, and impossible days are told apart from unfinished ones', () => {
    expect(parseTypedDate('01/11/2026')).toEqual({ kind: 'date', iso: '2026-11-01' });
    expect(parseTypedDate('20/11/2026')).toEqual({ kind: 'date', iso: '2026-11-20' });
    expect(parseTypedDate('1.2.2026')).toEqual({ kind: 'date', iso: '2026-02-01' });
    expect(parseTypedDate('29022028')).toEqual({ kind: 'date', iso: '2028-02-29' });
    expect(parseTypedDate('31/02/2026').kind).toBe('impossible');
    expect(parseTypedDate('29/02/2026').kind).toBe('impossible');
    expect(parseTypedDate('01/13/2026').kind).toBe('impossible');
    expect(parseTypedDate('01/01/0026').kind).toBe('impossible');
    expect(parseTypedDate('01/11/202').kind).toBe('incomplete');
    expect(parseTypedDate('01/1').kind).toBe('incomplete');
    expect(parseTypedDate('next week').kind).toBe('invalid');
    expect(parseTypedDate('  ').kind).toBe('empty');
  });
});

describe('DateField', () => {
  it('takes 01/11/2026 typed key by key as the first of November and shows it as typed', async () => {
    const user = userEvent.setup();
    const { seen, input } = dateField(null);
    await user.type(input, '01/11/2026');
    await user.tab();
    expect(seen).toEqual(['2026-11-01']);
    expect(input.value).toBe('01/11/2026');
  });

  it('takes a day above twelve (20/11/2026), in German as in English', async () => {
    const user = userEvent.setup();
    const { seen, input } = dateField(null, 'de');
    await user.type(input, '20/11/2026');
    await user.tab();
    expect(seen).toEqual(['2026-11-20']);
    expect(input.value).toBe('20/11/2026');
  });

  it('refuses 31/02/2026 with a message and keeps the date it had', async () => {
    const user = userEvent.setup();
    const { seen, input } = dateField('2026-02-01');
    expect(input.value).toBe('01/02/2026');
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(screen.getByText('31/02/2026 is not valid')).toBeTruthy();
    await user.tab();
    expect(seen.filter(Boolean)).toEqual([]);
    expect(screen.getByText('31/02/2026 is not valid')).toBeTruthy();
    // Typing a real day takes it and the message goes.
    await user.clear(input);
    await user.type(input, '28/02/2026');
    await user.tab();
    expect(seen.at(-1)).toBe('2026-02-28');
    expect(screen.queryByText(/is not valid/)).toBeNull();
  });

  it('says so when the user leaves an unfinished date', async () => {
    const user = userEvent.setup();
    const { seen, input } = dateField(null);
    await user.type(input, '01/11/20');
    expect(screen.queryByText(/is not valid/)).toBeNull();
    await user.tab();
    expect(screen.getByText('01/11/20 is not valid')).toBeTruthy();
    expect(seen).toEqual([]);
  });
});
