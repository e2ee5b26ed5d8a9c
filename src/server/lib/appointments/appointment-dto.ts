import type { AppointmentDto } from '#domain/schemas/appointments';
import type { appointments } from '#server/db/schema';

/** One appointment row as the API returns it, to the shopper who booked it and in the admin's list. */
export function toAppointmentDto(a: typeof appointments.$inferSelect): AppointmentDto {
  return {
    _id: a.id,
    userId: a.userId,
    name: a.name,
    email: a.email,
    date: a.date,
    time: a.time,
    status: a.status,
    material: a.material,
    budget: a.budget,
    shape: a.shape,
    notes: a.notes,
    meetingLink: a.meetingLink,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}
