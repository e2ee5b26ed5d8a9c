/**
 * The three acts on a viewing that e-mail the shopper (docs/decisions/102): confirm (with the meeting link),
 * reschedule (date, slot, link — the booking's own rules, checked again by the server) and cancel. Each says
 * before the click that the shopper will be e-mailed; a refusal shows once, under its field or at the top.
 */
import { useState } from 'react';
import type { AppointmentDto } from '#domain/schemas/appointments';
import {
  VIEWING_TIME_SLOTS,
  addDays,
  formatSlot,
  formatViewingDate,
  shopDate,
} from '#domain/schemas/appointments';
import { errorMessage } from '#web/lib/api-client';
import { shopTimeZone } from '#web/lib/shop-time';
import { SelectField, TextField } from '#web/components/form';
import { useRescheduleAppointment, RESCHEDULE_FAILED } from '../api/reschedule-appointment';
import { APPOINTMENT_STATUS_FAILED, useUpdateAppointmentStatus } from '../api/update-appointment-status';
import { FormDialog, clearingRefusal, fieldError } from './FormDialog';
import { MeetingLinkField } from './MeetingLinkField';

export type AppointmentAct = 'confirm' | 'reschedule' | 'cancel' | null;

const when = (a: { date: string; time: string }) => `${formatViewingDate(a.date)}, ${formatSlot(a.time)}`;

export function AppointmentDialogs({
  appointment: a,
  act,
  onClose,
}: {
  appointment: AppointmentDto;
  act: AppointmentAct;
  onClose: () => void;
}) {
  return (
    <>
      {act === 'confirm' && <ConfirmDialog appointment={a} onClose={onClose} />}
      {act === 'reschedule' && <RescheduleDialog appointment={a} onClose={onClose} />}
      {act === 'cancel' && <CancelDialog appointment={a} onClose={onClose} />}
    </>
  );
}

function ConfirmDialog({ appointment: a, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const [link, setLink] = useState(a.meetingLink ?? '');
  const mutation = useUpdateAppointmentStatus();
  const error = mutation.error;
  const linkError = fieldError(error, 'meetingLink');
  const fresh = clearingRefusal(mutation);
  const again = a.status === 'Confirmed';
  return (
    <FormDialog
      onClose={onClose}
      title={again ? 'Change the meeting link' : 'Confirm this viewing'}
      description={
        <>
          {a.name} · {when(a)}. {a.email} will be e-mailed the time and the link.
        </>
      }
      submitLabel={again ? 'Save and e-mail' : 'Confirm and e-mail'}
      busyLabel="Saving…"
      busy={mutation.isPending}
      error={error && !linkError ? errorMessage(error, APPOINTMENT_STATUS_FAILED) : null}
      onSubmit={() =>
        mutation.mutate(
          { id: a._id, status: 'Confirmed', meetingLink: link, quiet: true },
          { onSuccess: onClose },
        )
      }
    >
      <MeetingLinkField value={link} onChange={fresh(setLink)} error={linkError} autoFocus />
    </FormDialog>
  );
}

function RescheduleDialog({ appointment: a, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const [date, setDate] = useState(a.date);
  const [time, setTime] = useState(a.time);
  const [link, setLink] = useState(a.meetingLink ?? '');
  const mutation = useRescheduleAppointment();
  const error = mutation.error;
  const errors = {
    date: fieldError(error, 'date'),
    time: fieldError(error, 'time'),
    meetingLink: fieldError(error, 'meetingLink'),
  };
  const today = shopDate(new Date(), shopTimeZone());
  const fresh = clearingRefusal(mutation);
  return (
    <FormDialog
      onClose={onClose}
      title="Reschedule this viewing"
      description={
        <>
          {a.name} · now {when(a)}. {a.email} will be e-mailed the new time. Times are the shop’s, Monday to
          Saturday.
        </>
      }
      submitLabel="Move and e-mail"
      busyLabel="Moving…"
      busy={mutation.isPending}
      error={
        error && !errors.date && !errors.time && !errors.meetingLink
          ? errorMessage(error, RESCHEDULE_FAILED)
          : null
      }
      onSubmit={() => mutation.mutate({ id: a._id, date, time, meetingLink: link }, { onSuccess: onClose })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="New date"
          type="date"
          required
          min={today}
          max={addDays(today, 180)}
          value={date}
          onChange={(e) => fresh(setDate)(e.target.value)}
          error={errors.date}
          autoFocus
        />
        <SelectField
          label="New time"
          required
          value={time}
          onChange={(e) => fresh(setTime)(e.target.value)}
          error={errors.time}
          options={VIEWING_TIME_SLOTS.map((s) => ({ value: s, label: formatSlot(s) }))}
        />
      </div>
      <MeetingLinkField value={link} onChange={fresh(setLink)} error={errors.meetingLink} />
    </FormDialog>
  );
}

function CancelDialog({ appointment: a, onClose }: { appointment: AppointmentDto; onClose: () => void }) {
  const mutation = useUpdateAppointmentStatus();
  return (
    <FormDialog
      onClose={onClose}
      title="Cancel this viewing?"
      description={
        <>
          {a.name} · {when(a)}. If the viewing is still to come, {a.email} will be e-mailed that it is
          cancelled.
        </>
      }
      submitLabel="Cancel viewing"
      busyLabel="Cancelling…"
      busy={mutation.isPending}
      danger
      error={mutation.error ? errorMessage(mutation.error, APPOINTMENT_STATUS_FAILED) : null}
      onSubmit={() =>
        mutation.mutate({ id: a._id, status: 'Cancelled', quiet: true }, { onSuccess: onClose })
      }
    />
  );
}
