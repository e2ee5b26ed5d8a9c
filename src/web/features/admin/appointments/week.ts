/** Calendar weeks of the week view: Monday to Sunday, as `YYYY-MM-DD` days (no time zone: they are days). */
import { addDays, isCalendarDate } from '#domain/schemas/appointments';

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days from a Monday. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** The week a `?week=` value names, else the week of `today`. */
export const weekFrom = (param: string, today: string) => mondayOf(isCalendarDate(param) ? param : today);
