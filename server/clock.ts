/** The time source of the services; tests pass their own to move through token and session lifetimes. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const toSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
