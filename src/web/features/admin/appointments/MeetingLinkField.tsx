/** The viewing's meeting link, as confirming and rescheduling both ask for it (docs/decisions/102). */
import { TextField } from '#web/components/form';

const LINK_HINT = 'The video call’s address (Google Meet, Zoom…). Leave empty to send it later.';

export function MeetingLinkField({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Meeting link"
      type="url"
      inputMode="url"
      autoComplete="off"
      placeholder="https://meet.google.com/…"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={LINK_HINT}
      autoFocus={autoFocus}
    />
  );
}
