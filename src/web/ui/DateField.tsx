// The date picker's styles and month names load with the first screen that shows one, not with
// the sign-in page; DatesProvider (App.tsx) picks the language.
import '@mantine/dates/styles.css';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import { useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DateInput } from '@mantine/dates';
import { parseTypedDate } from './typedDate.ts';

interface Props {
  label: string;
  /** The date as 'YYYY-MM-DD', or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  withAsterisk?: boolean;
  /** The field may be emptied (an optional date). */
  clearable?: boolean;
  /** A search form's Enter. */
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

const DISPLAY = 'DD/MM/YYYY';
const asDate = (text: string) => {
  const typed = parseTypedDate(text);
  return typed.kind === 'date' ? typed.iso : null;
};

/**
 * The one date input of the product: what is typed is read as DD/MM/YYYY whatever the language
 * (Mantine's own parser reads it the American way), and shown the same way. A day that does not
 * exist, or text that is no date, is refused: the field keeps its last date and says what it
 * refused, at once for a complete entry, on leaving the field for an unfinished one.
 */
export function DateField({ label, value, onChange, withAsterisk, clearable, onKeyDown }: Props) {
  const { t } = useLingui();
  const [refused, setRefused] = useState<string | null>(null);

  const judge = (text: string, leaving: boolean) => {
    const kind = parseTypedDate(text).kind;
    if (kind === 'impossible' || kind === 'invalid' || (leaving && kind === 'incomplete')) setRefused(text.trim());
    else if (!leaving || kind !== 'empty') setRefused(null);
  };

  // Named for the message's placeholder ({entry}), which translators see.
  const entry = refused;
  return (
    <DateInput
      label={label}
      withAsterisk={withAsterisk}
      clearable={clearable}
      placeholder={DISPLAY}
      valueFormat={DISPLAY}
      dateParser={asDate}
      value={value || null}
      onChange={(next) => {
        setRefused(null);
        onChange(next ? String(next).slice(0, 10) : null);
      }}
      onInput={(event: FormEvent<HTMLInputElement>) => judge(event.currentTarget.value, false)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => judge(event.currentTarget.value, true)}
      onKeyDown={onKeyDown}
      error={entry === null ? null : t`${entry} is not valid`}
    />
  );
}
