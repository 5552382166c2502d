import styled from '@emotion/styled';
import { useId, type FocusEvent } from 'react';
import { fieldBox, focusRing, readOnlyBox } from '../../../theme/styles.ts';
import { color, focus, font, size, space } from '../../../theme/tokens.ts';

/**
 * Laid out and drawn as a text field (TextField.tsx). The browser draws the box's text itself, with the page's font
 * and no arrow of its own (its own arrow and text are drawn apart from the page's, differently from run to run); the
 * arrow is drawn here, beside the text, and does not take presses.
 */
const Field = styled.div`
  display: grid;
  gap: ${space[2]};
  label {
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
  }
  select {
    ${fieldBox}
    appearance: none;
    padding-right: ${space[7]};
    /* As tall as a text field: its line, its padding and its border. */
    min-height: calc(${font.lineHeight.body}em + 2 * ${space[3]} + 2px);
    line-height: ${font.lineHeight.body};
  }
  select[aria-readonly='true'] {
    ${readOnlyBox}
  }
  select:focus-visible {
    ${focusRing(focus.offsetField)}
  }
`;

const Control = styled.span`
  position: relative;
  display: block;
  &::after {
    content: '';
    position: absolute;
    top: 50%;
    right: ${space[4]};
    width: ${size.marker};
    height: ${size.marker};
    border-right: 2px solid ${color.ink};
    border-bottom: 2px solid ${color.ink};
    translate: 0 -70%;
    rotate: 45deg;
    pointer-events: none;
  }
`;

interface Props {
  label: string;
  name: string;
  value: string;
  /** Each choice, [value, words]; the first is the choice of none. */
  options: readonly (readonly [string, string])[];
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent) => void;
  /** Shown, focusable and read, but not to be changed (a select has no `readonly`: a change is not taken). */
  isReadOnly?: boolean;
}

/**
 * A labelled choice of one of a few, as the browser's own <select>: it works and posts before any script, and a
 * phone shows its own picker.
 */
export function SelectField({ label, name, value, options, onChange, onBlur, isReadOnly = false }: Props) {
  const id = useId();
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <Control>
        <select
          id={id}
          name={name}
          value={value}
          aria-readonly={isReadOnly || undefined}
          onChange={(event) => isReadOnly || onChange(event.target.value)}
          onBlur={onBlur}
        >
          {options.map(([choice, words]) => (
            <option key={choice} value={choice}>
              {words}
            </option>
          ))}
        </select>
      </Control>
    </Field>
  );
}
