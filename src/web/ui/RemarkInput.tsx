import { useLingui } from '@lingui/react/macro';
import { TextInput, type TextInputProps } from '@mantine/core';

/** A line's remark is stored in at most this many characters (spec 002: "Item remark is at most 255 characters"). */
export const REMARK_MAX = 255;
/** From here on the field says how many characters are left, so nothing is cut without a word. */
const COUNT_FROM = REMARK_MAX - 55;

/** A line's remark: at most REMARK_MAX characters, with a counter as the limit nears (issue 55 item 13). */
export function RemarkInput({ value, ...props }: Omit<TextInputProps, 'maxLength' | 'value' | 'description'> & { value: string }) {
  const { t } = useLingui();
  const count = value.length >= COUNT_FROM ? t`${value.length} of ${REMARK_MAX} characters` : undefined;
  return <TextInput {...props} value={value} maxLength={REMARK_MAX} description={count} inputWrapperOrder={['label', 'input', 'description', 'error']} />;
}
