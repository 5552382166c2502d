import styled from '@emotion/styled';
import type { FocusEvent, Ref } from 'react';
import { FieldError, Input, Label, TextArea, TextField as AriaTextField } from 'react-aria-components/TextField';
import { fieldBox, focusRing, readOnlyBox } from '../../../theme/styles.ts';
import { color, focus, font, layout, size, space } from '../../../theme/tokens.ts';

const Field = styled(AriaTextField)`
  display: grid;
  gap: ${space[2]};
  label {
    color: ${color.ink};
    font-weight: ${font.weight.semibold};
  }
  input,
  textarea {
    ${fieldBox}
    min-height: ${layout.minTarget};
  }
  textarea {
    min-height: ${size.messageBox};
    resize: vertical;
  }
  input::placeholder,
  textarea::placeholder {
    color: ${color.textMuted};
    opacity: 1;
  }
  input[data-focused],
  textarea[data-focused] {
    ${focusRing(focus.offsetField)}
  }
  input[data-invalid],
  textarea[data-invalid] {
    border: 2px solid ${color.errorTone};
  }
  input[readonly],
  textarea[readonly] {
    ${readOnlyBox}
  }
  [slot='errorMessage'] {
    color: ${color.errorTone};
    font-size: ${font.size.sm};
    font-weight: ${font.weight.medium};
  }
`;

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent) => void;
  error?: string;
  /** Kept as it is, and focusable, while the form sends it. */
  isReadOnly?: boolean;
  type?: 'text' | 'email';
  placeholder?: string;
  autoComplete?: string;
  /** What the browser asks of the value before it sends a form without JavaScript (an input's `pattern`). */
  pattern?: string;
  multiline?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

/**
 * A labelled text field (react-aria) whose error shows beneath it and is tied to it with aria-describedby.
 * Validation is the form's job (validationBehavior="aria"), so the browser shows no bubbles of its own once
 * JavaScript runs; the `required` attribute stays for visitors without it.
 */
export function TextField({ label, error, multiline = false, placeholder, inputRef, type, pattern, ...props }: Props) {
  // react-aria treats the field as an <input> until it has mounted, so the server's HTML would give the <textarea>
  // a type="text" that HTML does not allow; null (unlike undefined) is kept, and renders no attribute.
  const inputType = multiline ? (null as unknown as undefined) : type;
  return (
    <Field {...props} type={inputType} isRequired isInvalid={Boolean(error)} validationBehavior="aria">
      <Label>{label}</Label>
      {multiline ? (
        <TextArea ref={inputRef} placeholder={placeholder} required rows={5} />
      ) : (
        <Input ref={inputRef} placeholder={placeholder} pattern={pattern} required />
      )}
      <FieldError>{error}</FieldError>
    </Field>
  );
}
