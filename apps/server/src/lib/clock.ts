/** Source of the current time, injectable so tests can move time. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
