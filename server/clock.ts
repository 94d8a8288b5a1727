/** The time source of the services; tests pass their own to move through token and session lifetimes. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The day in the UK (yyyy-MM-dd) of a moment: an invoice's date and tax point, a return's last day.
 * Here, below the modules, for invoices and returns alike (issue 44).
 */
export const ukDay = (moment: Date) => moment.toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

export const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
