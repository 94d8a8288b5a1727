/** '11 December 2026', as a person reads a quote's day (yyyy-MM-dd, a UTC day). */
export const spokenDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
