import { useState } from 'react';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';

/**
 * The text an admin writes to justify an action (block, refusal, comments to an owner): kept as
 * typed, checked only when the action is asked for, with the length the database accepts.
 */
export function useReason(limits: { max: number; message: string }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    text: value.trim(),
    /** The trimmed text when it has 3..max characters; otherwise shows the message and gives null. */
    check() {
      const text = value.trim();
      if (text.length < 3 || text.length > limits.max) {
        setError(limits.message);
        return null;
      }
      setError(undefined);
      return text;
    },
    field: (props: { name: string; label: string; hint: string; rows?: number }) => (
      <Textarea
        {...props}
        rows={props.rows ?? 2}
        maxLength={limits.max}
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
    ),
  };
}
