/** What a viewing request says: when, the meeting link once there is one, the shopper's wishes and notes. */
import { CalendarDays, Clock, Video } from 'lucide-react';
import { formatSlot, type AppointmentDto } from '#domain/schemas/appointments';
import { ui } from '../components/ui';
import { formatDay } from '../lib/format';

export function AppointmentFacts({ appointment: a }: { appointment: AppointmentDto }) {
  const details = [
    ['Metal', a.material],
    ['Shape', a.shape],
    ['Budget', a.budget],
  ].filter((d): d is [string, string] => !!d[1]);
  return (
    <>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="h-4 w-4 text-gold" />
          {formatDay(a.date)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="h-4 w-4 text-gold" />
          {formatSlot(a.time)}
        </span>
      </p>
      {a.meetingLink && (
        <p className="mt-2 flex min-w-0 items-center gap-1.5">
          <Video aria-hidden="true" className="h-4 w-4 shrink-0 text-gold" />
          <a href={a.meetingLink} target="_blank" rel="noreferrer noopener" className={`${ui.link} truncate`}>
            <span className="sr-only">Meeting link: </span>
            {a.meetingLink}
          </a>
        </p>
      )}

      {details.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          {details.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {a.notes && (
        <p className="mt-3 whitespace-pre-line border-l-2 border-line pl-3 text-charcoal">{a.notes}</p>
      )}
    </>
  );
}
