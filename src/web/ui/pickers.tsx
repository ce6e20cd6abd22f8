import { useEffect, useReducer, useState, type FocusEvent, type PointerEvent, type Ref } from 'react';
import {
  MultiSelect as MantineMultiSelect,
  Select as MantineSelect,
  TagsInput as MantineTagsInput,
  type MultiSelectProps,
  type SelectProps,
  type TagsInputProps,
} from '@mantine/core';

/**
 * Mantine keeps every picker's list of options mounted and hidden, and floating-ui places each
 * hidden list as the screen mounts: on Report Header's nine pickers (its filters and the rows per
 * page), with the CPU four times slower, that was 460 of the 1,220 ms the cold load blocked the
 * main thread (issue 34). These pickers make their list when the user comes to them (the pointer
 * over the field, the focus in it), before the press that opens it, and keep it from then on.
 * Made only on opening instead, the list is not yet there when the field's first ArrowDown looks
 * for an option, and the field does not name the list it opened (`aria-controls`) until it
 * renders again.
 */
function useListOnApproach<P extends SelectProps | MultiSelectProps | TagsInputProps>(props: P): P {
  const [approached, setApproached] = useState(false);
  // The list names itself to its field in effects of its own after the render that made it (its
  // id settles a render later), and the field reads the name only when it renders: when the focus
  // both makes and opens a searchable picker's list, the field renders once more, after them.
  const [, renderAgain] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!approached) return;
    const timer = setTimeout(renderAgain);
    return () => clearTimeout(timer);
  }, [approached]);
  const { onFocus, onPointerEnter } = props as {
    onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
    onPointerEnter?: (event: PointerEvent<HTMLInputElement>) => void;
  };
  return {
    ...props,
    comboboxProps: { keepMounted: approached, ...props.comboboxProps },
    onFocus: (event: FocusEvent<HTMLInputElement>) => {
      setApproached(true);
      onFocus?.(event);
    },
    onPointerEnter: (event: PointerEvent<HTMLInputElement>) => {
      setApproached(true);
      onPointerEnter?.(event);
    },
  };
}

/** Mantine's Select, its options made when the user comes to it (above). */
export function Select({ ref, ...props }: SelectProps & { ref?: Ref<HTMLInputElement> }) {
  return <MantineSelect ref={ref} {...useListOnApproach(props)} />;
}

/** Mantine's MultiSelect, its options made when the user comes to it (above). */
export function MultiSelect({ ref, ...props }: MultiSelectProps & { ref?: Ref<HTMLInputElement> }) {
  return <MantineMultiSelect ref={ref} {...useListOnApproach(props)} />;
}

/** Mantine's TagsInput, its suggestions made when the user comes to it (above). */
export function TagsInput({ ref, ...props }: TagsInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <MantineTagsInput ref={ref} {...useListOnApproach(props)} />;
}
